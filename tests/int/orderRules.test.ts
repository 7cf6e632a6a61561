/**
 * What the shop refuses to sell, and to whom: no hoarding of inventory by unpaid orders, no orders
 * during maintenance, no education outside its application period, no party without an adult,
 * no guessing of discount codes; and an order of 0 € is an enrolment without a payment.
 */
import { randomInt } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createSqlPort } from '@/server/db/sqlPort'
import { activity, buyer, futureDay, openReturn, stay, submit, submitBody, terminal, type Item, type Submitted } from './checkoutFlow'
import { baseUrl, databaseUrl, postJson, staffApi } from './helpers'

const db = createSqlPort(databaseUrl)
afterAll(() => db.close())

const fi = { 'x-locale': 'fi-FI' }
const statusOf = async (orderNumber: string) =>
  (await db.query<{ status: string }>('SELECT status FROM orders WHERE order_number = ?', [orderNumber]))[0]?.status
const eventsOf = async (orderNumber: string) =>
  (
    await db.query<{ type: string }>('SELECT e.type AS type FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_number = ? ORDER BY e.id', [
      orderNumber,
    ])
  ).map((e) => e.type)
const orderCount = async () => Number((await db.query<{ n: unknown }>('SELECT COUNT(*) AS n FROM orders'))[0]!.n)

/** A submit from a browser of its own (its cookie) and a client of its own. */
async function submitAs(items: Item[], who: { client: string; cookie?: string; email?: string }) {
  const response = await fetch(`${baseUrl}/proxy/vm-shopping/v2/order/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fi, 'x-forwarded-for': who.client, ...(who.cookie ? { cookie: who.cookie } : {}) },
    body: JSON.stringify(submitBody(items, { contactDetails: { ...buyer(), ...(who.email ? { email: who.email } : {}) } })),
  })
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('shopBrowser='))
    ?.split(';')[0]
  return { status: response.status, body: (await response.json()) as Submitted & { message?: string }, cookie }
}

// A client of its own per call, from a range wide enough (198.18.0.0/15) that two never meet by chance:
// the limits here are per client.
const client = () => `198.${randomInt(18, 20)}.${randomInt(256)}.${randomInt(1, 255)}`

describe('unpaid orders cannot hoard the inventory', () => {
  it('lets one contact e-mail have three unpaid orders at once and tells the fourth what to do', async () => {
    const email = `hoarder.${Date.now()}@example.com`
    for (let i = 0; i < 3; i++)
      expect((await submitAs([stay('HUONE-2H', futureDay(100 + 2 * i), futureDay(101 + 2 * i))], { client: client(), email })).status).toBe(200)
    const before = await orderCount()
    const refused = await submitAs([stay('HUONE-2H', futureDay(108), futureDay(109))], { client: client(), email })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ status: 429, message: 'tooManyPendingOrders' })
    expect(await orderCount()).toBe(before)
  })

  it('lets one client have five unpaid orders at once, whatever e-mails it gives', async () => {
    const address = client()
    for (let i = 0; i < 5; i++)
      expect((await submitAs([stay('HUONE-1H', futureDay(110 + 2 * i), futureDay(111 + 2 * i), ['Aino'])], { client: address })).status).toBe(200)
    expect((await submitAs([stay('HUONE-1H', futureDay(122), futureDay(123), ['Aino'])], { client: address })).status).toBe(429)
    // Another client is not affected.
    expect((await submitAs([stay('HUONE-1H', futureDay(122), futureDay(123), ['Aino'])], { client: client() })).status).toBe(200)
  })

  it('replaces a browser’s own unpaid order when it submits again, giving the first one’s inventory back', async () => {
    const address = client()
    const first = await submitAs([stay('HUVILA-RANTA', futureDay(130), futureDay(132))], { client: address })
    expect(first.status).toBe(200)
    const held = async (orderNumber: string) =>
      (await db.query('SELECT a.id FROM allocations a JOIN orders o ON o.hold_ref = a.ref WHERE o.order_number = ?', [orderNumber])).length
    expect(await held(first.body.orderNumber)).toBeGreaterThan(0)
    const second = await submitAs([stay('HUVILA-RANTA', futureDay(130), futureDay(133))], { client: address, cookie: first.cookie })
    expect(second.status).toBe(200)
    expect(await statusOf(first.body.orderNumber)).toBe('cancelled')
    expect(await eventsOf(first.body.orderNumber)).toContain('replaced')
    expect(await held(first.body.orderNumber)).toBe(0)
    expect(await statusOf(second.body.orderNumber)).toBe('pending_payment')
  })
})

describe('rules of the shop at submit', () => {
  it('takes no new order while staff keep the shop in maintenance, but lets a payment under way finish', async () => {
    const underWay = await submit([stay('HUONE-PERHE', futureDay(140), futureDay(141))])
    expect(underWay.status).toBe(200)
    await staffApi('POST', '/api/globals/siteSettings', { maintenance: true })
    try {
      const refused = await submit([stay('HUONE-PERHE', futureDay(142), futureDay(143))])
      expect(refused.status).toBe(503)
      expect(refused.body).toMatchObject({ status: 503, message: 'maintenance' })
      await openReturn(await terminal((underWay.body as Submitted).paymentTerminalUrl, 'pay'))
      expect(await statusOf((underWay.body as Submitted).orderNumber)).toBe('confirmed')
    } finally {
      await staffApi('POST', '/api/globals/siteSettings', { maintenance: false })
    }
    expect((await submit([stay('HUONE-PERHE', futureDay(142), futureDay(143))])).status).toBe(200)
  })

  it('sells an education only within its application period', async () => {
    const notYet: Item = { productCode: 'PERSONAL-TRAINER', metadata: { amount: 1 } }
    const totals = await postJson('/proxy/vm-view/v2/product/totals', { items: [{ id: 'e', ...notYet }] }, fi)
    expect((totals.body as { unavailable: unknown[] }).unavailable).toEqual([{ id: 'e', reason: 'unavailable' }])
    expect((await submit([notYet])).body).toMatchObject({ status: 409, message: 'unavailable' })
  })

  it('refuses a day outside an activity’s season in totals and at submit (outOfSeason), holding nothing', async () => {
    // The summer canoe tour at its usual 10:00 start on the coming 15 December.
    const today = futureDay(0)
    const december = `${today.slice(5) <= '12-15' ? today.slice(0, 4) : Number(today.slice(0, 4)) + 1}-12-15`
    const line: Item = {
      productCode: 'MELONTARETKI',
      metadata: {
        amount: 1,
        dates: { from: december, to: december },
        dateTime: `${december}T08:00:00.000Z`,
        guests: [{ type: 'adult', firstName: 'Aino', lastName: 'Virtanen' }],
      },
    }
    const totals = await postJson('/proxy/vm-view/v2/product/totals', { items: [{ id: 'c', ...line }] }, fi)
    expect((totals.body as { unavailable: unknown[] }).unavailable).toEqual([{ id: 'c', reason: 'outOfSeason' }])
    const before = await orderCount()
    expect((await submit([line])).body).toMatchObject({ status: 409, message: 'outOfSeason' })
    expect(await orderCount()).toBe(before)
  })

  it('refuses at submit a party without an adult, as the availability search does', async () => {
    const line = stay('HUONE-PERHE', futureDay(144), futureDay(145))
    const children = { ...line, metadata: { ...line.metadata, guests: [{ type: 'child_older', firstName: 'Eino', lastName: 'Virtanen' }] } }
    expect((await submit([children])).body).toMatchObject({ status: 409, message: 'unavailable' })
    const activityLine = await activity('KIIPEILY', futureDay(146))
    const child = { ...activityLine, metadata: { ...activityLine.metadata, guests: [{ type: 'child_younger', firstName: 'Iida', lastName: 'Virtanen' }] } }
    expect((await submit([child])).body).toMatchObject({ status: 409, message: 'unavailable' })
  })

  it('confirms an order of 0 € (the free basic degree) as an enrolment, without the payment terminal', async () => {
    const result = await submit([{ productCode: 'LIIKUNNANOHJAAJA', metadata: { amount: 1 } }])
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    const sent = result.body as Submitted
    expect(sent.paymentTerminalUrl).toBe(`${baseUrl}/checkout?transactionId=${sent.transactionId}&responseCode=OK`)
    expect(await statusOf(sent.orderNumber)).toBe('confirmed')
    // The mail goes once the submit has answered.
    await expect
      .poll(() => eventsOf(sent.orderNumber), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['submitted', 'freeOfCharge', 'confirm', 'mailSent']))
    const page = await openReturn(sent.paymentTerminalUrl)
    expect(page.html).toContain(sent.orderNumber)
    expect(page.html).toContain('Kiitos tilauksestasi')
    // The return of a paid order is not shown without its signature.
    expect((await openReturn(`${baseUrl}/checkout?transactionId=${'0'.repeat(36)}&responseCode=OK`)).html).not.toContain(sent.orderNumber)
  })

  it('reads only OK and Cancel as a payment return: another response code shows the checkout as usual', async () => {
    const confirmationStep = '<li aria-current="step">Order confirmation</li>'
    const page = await openReturn(`${baseUrl}/en/checkout?transactionId=abc&responseCode=Foo`)
    expect(page.status).toBe(200)
    expect(page.html).toContain('<li aria-current="step">Order information</li>')
    expect(page.html).not.toContain(confirmationStep)
    expect((await openReturn(`${baseUrl}/en/checkout?transactionId=abc&responseCode=OK`)).html).toContain(confirmationStep)
  })
})

describe('discount codes cannot be found by guessing', () => {
  const promotionOf = async (code: string, address: string) => {
    const { body } = await postJson(
      '/proxy/vm-view/v2/product/totals',
      { items: [{ id: 'a', ...stay('HUONE-2H', futureDay(150), futureDay(151)) }], promotionCode: code },
      { ...fi, 'x-forwarded-for': address },
    )
    return (body as { promotion: { status: string } }).promotion.status
  }

  it('answers “too many tries” to any code after ten unknown ones, and never counts one code twice', async () => {
    const guesser = client()
    for (let i = 0; i < 3; i++) expect(await promotionOf('TALVI16', guesser)).toBe('unknown')
    for (let i = 0; i < 9; i++) expect(await promotionOf(`GUESS${i}`, guesser)).toBe('unknown')
    expect(await promotionOf('GUESS-ONE-MORE', guesser)).toBe('limited')
    expect(await promotionOf('TALVI15', guesser)).toBe('limited')
    expect(await promotionOf('TALVI15', client())).toBe('applied')
  })
})

describe('a developer’s machine', () => {
  it('takes orders and staff saves at every loopback name while PUBLIC_URL is unset (the test server’s case)', async () => {
    const loopback = baseUrl.replace('localhost', '127.0.0.1')
    const result = await submit([stay('HUONE-1H', futureDay(152), futureDay(153), ['Aino'])], { redirectBaseUrl: loopback })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    expect((result.body as Submitted).paymentTerminalUrl.startsWith(`${loopback}/proxy/payment/terminal?`)).toBe(true)
    expect((await submit([stay('HUONE-1H', futureDay(154), futureDay(155), ['Aino'])], { redirectBaseUrl: 'http://evil.example' })).status).toBe(400)

    // The admin saves with its cookie; Payload accepts the cookie only from the site's own origins.
    const login = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@kuusirinne.example', password: 'kuusirinne-demo' }),
    })
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('payload-token='))!
      .split(';')[0]!
    const me = (origin: string) => fetch(`${baseUrl}/api/users/me`, { headers: { cookie, origin } })
    expect(((await (await me(loopback)).json()) as { user: unknown }).user).toBeTruthy()
    expect(((await (await me('http://evil.example')).json()) as { user: unknown }).user).toBeNull()
  })
})

describe('limits that hold under bursts and from other sites', () => {
  it('refuses an order another site’s page sends in a visitor’s name', async () => {
    const response = await fetch(`${baseUrl}/proxy/vm-shopping/v2/order/submit`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example', ...fi },
      body: JSON.stringify(submitBody([stay('HUONE-1H', futureDay(170), futureDay(171), ['Aino'])])),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ status: 403 })
  })

  it('lets a burst of parallel submits with one e-mail hold no more than three unpaid orders', async () => {
    const email = `burst.${Date.now()}@example.com`
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submitAs([stay('HUONE-2H', futureDay(172 + 2 * i), futureDay(173 + 2 * i))], { client: client(), email })),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(3)
    expect(results.filter((r) => r.status === 429)).toHaveLength(3)
  })

  it('answers at most ten of a burst of parallel unknown discount codes; the rest hear “too many tries”', async () => {
    const guesser = client()
    const guess = (code: string) =>
      postJson(
        '/proxy/vm-view/v2/product/totals',
        { items: [{ id: 'a', ...stay('HUONE-2H', futureDay(190), futureDay(191)) }], promotionCode: code },
        { ...fi, 'x-forwarded-for': guesser },
      )
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => guess(`BURST${i}`)))
    const statuses = answers.map((a) => (a.body as { promotion: { status: string } }).promotion.status)
    expect(statuses.filter((s) => s === 'unknown').length).toBeLessThanOrEqual(10)
    expect(statuses.filter((s) => s === 'limited').length).toBeGreaterThanOrEqual(6)
  })

  it('limits orders of 0 €, which are confirmed and mailed at once, per contact e-mail', async () => {
    const email = `enrol.${Date.now()}@example.com`
    const enrol = () => submitAs([{ productCode: 'LIIKUNNANOHJAAJA', metadata: { amount: 1 } }], { client: client(), email })
    for (let i = 0; i < 3; i++) expect((await enrol()).status).toBe(200)
    const refused = await enrol()
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ message: 'tooManyOrders' })
  })
})

describe('the terminal link', () => {
  const open = (url: string) => fetch(url, { redirect: 'manual' })
  const holdOf = async (orderNumber: string) =>
    new Date(
      String((await db.query<{ hold_expires_at: unknown }>('SELECT hold_expires_at FROM orders WHERE order_number = ?', [orderNumber]))[0]!.hold_expires_at),
    ).getTime()

  it('holds the cart longer on the first opening only', async () => {
    const sent = (await submit([stay('HUONE-PERHE', futureDay(196), futureDay(197))])).body as Submitted
    const first = await holdOf(sent.orderNumber)
    expect((await open(sent.paymentTerminalUrl)).status).toBe(303)
    const extended = await holdOf(sent.orderNumber)
    expect(extended).toBeGreaterThan(first)
    expect((await open(sent.paymentTerminalUrl)).status).toBe(303)
    expect(await holdOf(sent.orderNumber)).toBe(extended)
  })

  it('sends a buyer whose order expired or was replaced back to checkout, which says why, never on to pay', async () => {
    const expired = (await submit([stay('HUONE-PERHE', futureDay(198), futureDay(199))])).body as Submitted
    await db.transaction((tx) =>
      tx.query('UPDATE orders SET hold_expires_at = ? WHERE order_number = ?', [new Date(Date.now() - 1000).toISOString(), expired.orderNumber]),
    )
    const back = await open(expired.paymentTerminalUrl)
    expect(back.status).toBe(303)
    const location = back.headers.get('location') ?? ''
    expect(location).toContain(`/checkout?transactionId=${expired.transactionId}&responseCode=Cancel`)
    expect((await openReturn(new URL(location, baseUrl).toString())).html).toContain('Ostoskorin sisältö vanhentui')

    const address = client()
    const replaced = await submitAs([stay('HUONE-PERHE', futureDay(200), futureDay(201))], { client: address })
    await submitAs([stay('HUONE-PERHE', futureDay(202), futureDay(203))], { client: address, cookie: replaced.cookie })
    const gone = await open(replaced.body.paymentTerminalUrl)
    expect(gone.headers.get('location')).toContain('responseCode=Cancel')
  })
})
