import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { claimOrderMail, ordersWithMailDue } from '@/server/db/orderStore'
import { createSqlPort } from '@/server/db/sqlPort'
import { activity, contact, futureDay, openReturn, openTerminal, press, secondBaseUrl, stay, submit, terminal, type Item, type Submitted } from './checkoutFlow'
import { baseUrl, databaseUrl, getJson, postJson, staffApi } from './helpers'

const db = createSqlPort(databaseUrl)
afterAll(() => db.close())

const fi = { 'x-locale': 'fi-FI' }
const totals = (items: (Item & { id?: string })[], promotionCode?: string) =>
  postJson('/proxy/vm-view/v2/product/totals', { items: items.map((item, i) => ({ id: item.id ?? `line-${i}`, ...item })), promotionCode }, fi)

type TotalsBody = {
  items: {
    id: string
    price: { withTax: number; withoutTax: number }
    discountAmount: number
    upgradeSuggestions: { productCode: string; priceDifference: number; total: number }[]
  }[]
  unavailable: { id: string; reason: string }[]
  upsellSuggestions: { productCode: string; discountPercentage: number; sourceProductCode: string }[]
  totals: { totalWithTax: number; totalWithoutTax: number; taxAmount: number; discount: number; cartAmounts: number; vat: { basisPoints: number }[] }
  promotion: { code: string; status: string } | null
}

async function stayPrice(productCode: string, from: string, to: string, persons = 2): Promise<{ price: number; freeUnits: number }> {
  const { body } = await postJson(
    '/proxy/vm-view/v2/product/availability',
    { productCode, filter: { dates: { from, to }, persons: { numberOfAdults: persons } } },
    fi,
  )
  const offer = (body as { items: { ratePlan: string; price: { withTax: number }; freeUnits: number }[] }).items.find((i) => i.ratePlan === 'freeCancellation')!
  return { price: offer.price.withTax, freeUnits: offer.freeUnits }
}

async function order(orderNumber: string) {
  const [row] = await db.query<{ id: number; status: string; promo_code: string | null; total_with_tax: unknown; hold_expires_at: unknown }>(
    'SELECT id, status, promo_code, total_with_tax, hold_expires_at FROM orders WHERE order_number = ?',
    [orderNumber],
  )
  const events = await db.query<{ type: string }>('SELECT type FROM order_events WHERE order_id = ? ORDER BY id', [row!.id])
  const payments = await db.query<{ status: string; provider: string }>('SELECT status, provider FROM payments WHERE order_id = ?', [row!.id])
  const holds = await db.query<{ expires_at: unknown }>('SELECT expires_at FROM allocations WHERE ref = (SELECT hold_ref FROM orders WHERE order_number = ?)', [
    orderNumber,
  ])
  return { ...row!, events: events.map((e) => e.type), payment: payments[0], holds }
}

const submitted = async (items: Item[], extra: Record<string, unknown> = {}) => {
  const result = await submit(items, extra)
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  return result.body as Submitted
}

describe('cart totals', () => {
  it('prices every line from the catalogue with VAT per rate, whatever the client says', async () => {
    const [from, to] = [futureDay(40), futureDay(42)]
    const line = stay('HUONE-2H', from, to)
    const { price } = await stayPrice('HUONE-2H', from, to)
    const climbing = await activity('KIIPEILY', futureDay(41))
    const { status, body } = await totals([{ ...line, metadata: { ...line.metadata, price: 1 } } as Item, climbing])
    expect(status).toBe(200)
    const b = body as TotalsBody
    expect(b.items[0]!.price.withTax).toBe(price)
    expect(b.items[0]!.price.withoutTax).toBe(Math.round(price / 1.135))
    expect(b.totals.cartAmounts).toBe(2)
    expect(b.totals.totalWithTax).toBe(price + b.items[1]!.price.withTax - b.totals.discount)
    expect(b.totals.vat.map((v) => v.basisPoints).sort()).toEqual([1350, 2550].sort())
    expect(b.totals.taxAmount).toBe(b.totals.totalWithTax - b.totals.totalWithoutTax)
  })

  it('suggests better rooms for the same dates and the products staff linked, with their discount', async () => {
    const [from, to] = [futureDay(43), futureDay(45)]
    const { body } = await totals([stay('HUONE-2H', from, to)])
    const b = body as TotalsBody
    expect(b.items[0]!.upgradeSuggestions.length).toBeGreaterThan(0)
    for (const s of b.items[0]!.upgradeSuggestions) expect(s.total - s.priceDifference).toBe(b.items[0]!.price.withTax)
    expect(b.upsellSuggestions).toContainEqual(expect.objectContaining({ productCode: 'KIIPEILY', discountPercentage: 10, sourceProductCode: 'HUONE-2H' }))
    const withUpsell = (await totals([stay('HUONE-2H', from, to), await activity('KIIPEILY', from)])).body as TotalsBody
    expect(withUpsell.items[1]!.discountAmount).toBe(Math.round(withUpsell.items[1]!.price.withTax / 10))
    expect(withUpsell.upsellSuggestions.map((u) => u.productCode)).not.toContain('KIIPEILY')
  })

  it('names the court a court booking gets: the first free one, unless the test host chose one', async () => {
    const day = futureDay(47)
    const { body } = await postJson(
      '/proxy/vm-view/v2/product/availability',
      { productCode: 'PADEL-SISA', filter: { dates: { from: day }, variation: '60' } },
      fi,
    )
    const offer = (body as { items: { start: string; available: boolean; freeCourts: { code: string; name: string }[] }[] }).items.find((i) => i.available)!
    const line = { productCode: 'PADEL-SISA', metadata: { amount: 1, dates: { from: day, to: day }, dateTime: offer.start, variation: '60' } }
    const assigned = (await totals([line])).body as TotalsBody & { items: { court?: { code: string; name: string } }[] }
    expect(assigned.items[0]!.court).toEqual(offer.freeCourts[0])
    const last = offer.freeCourts.at(-1)!
    const chosen = (await totals([{ ...line, metadata: { ...line.metadata, subresource: last.code } }])).body as typeof assigned
    expect(chosen.items[0]!.court).toEqual(last)
  })

  it('applies discount codes within their window and scope and says why one does not apply', async () => {
    const line = stay('HUONE-1H', futureDay(46), futureDay(47), ['Aino'])
    const ok = (await totals([line], 'talvi15')).body as TotalsBody
    expect(ok.promotion).toEqual({ code: 'TALVI15', status: 'applied' })
    expect(ok.items[0]!.discountAmount).toBe(Math.round((ok.items[0]!.price.withTax * 15) / 100))
    expect(ok.totals.discount).toBe(ok.items[0]!.discountAmount)
    const amount = (await totals([line], 'MAJOITUS20')).body as TotalsBody
    expect(amount.totals.discount).toBe(2000)
    expect(((await totals([await activity('KIIPEILY', futureDay(46))], 'MAJOITUS20')).body as TotalsBody).promotion?.status).toBe('notApplicable')
    expect(((await totals([line], 'KESA2026')).body as TotalsBody).promotion?.status).toBe('notValidNow')
    const giftCard: Item = {
      productCode: 'LAHJAKORTTI',
      metadata: { amount: 1, value: 10_000, comment: '', recipient: { name: 'Olli', email: 'olli@example.com' } },
    }
    const card = (await totals([giftCard], 'TALVI15')).body as TotalsBody
    expect(card.totals.totalWithTax).toBe(10_000)
    expect(card.totals.discount).toBe(0)
    const unknown = (await totals([line], 'EI-OLE')).body as TotalsBody
    expect(unknown.promotion?.status).toBe('unknown')
    expect(unknown.totals.discount).toBe(0)
  })

  it('leaves out lines that cannot be bought and says which', async () => {
    const { body } = await postJson('/proxy/vm-view/v2/product/availability', { productCode: 'LIIKUNTALEIRI-LAPSET' }, fi)
    const full = (body as { items: { id: string; reason: string | null; from: string; to: string }[] }).items.find((i) => i.reason === 'full')!
    const course: Item = {
      productCode: 'LIIKUNTALEIRI-LAPSET',
      metadata: {
        amount: 1,
        variation: full.id,
        dates: { from: full.from, to: full.to },
        guests: [
          { type: 'adult', firstName: 'Aino', lastName: 'V' },
          { type: 'child_older', firstName: 'Eeli', lastName: 'V' },
        ],
      },
    }
    const b = (
      await totals([
        { ...course, id: 'full' },
        { productCode: 'NO-SUCH', metadata: { amount: 1 }, id: 'gone' },
        { ...stay('HUONE-2H', futureDay(48), futureDay(49)), id: 'ok' },
      ])
    ).body as TotalsBody
    expect(b.items.map((i) => i.id)).toEqual(['ok'])
    expect(b.unavailable).toEqual([
      { id: 'full', reason: 'unavailable' },
      { id: 'gone', reason: 'unknownProduct' },
    ])
  })

  it('answers malformed input with 400 and field errors', async () => {
    expect((await postJson('/proxy/vm-view/v2/product/totals', '{nope', fi)).status).toBe(400)
    const bad = await postJson('/proxy/vm-view/v2/product/totals', { items: [{ id: 'x', productCode: 'HUONE-2H', metadata: { amount: 0 } }] }, fi)
    expect(bad.status).toBe(400)
    expect((bad.body as { errors: { field: string }[] }).errors[0]!.field).toBe('items.0.metadata.amount')
  })
})

describe('submit and the test terminal', () => {
  it('holds the stay, takes the payment and confirms the order once, with e-mail', async () => {
    const [from, to] = [futureDay(50), futureDay(52)]
    const before = await stayPrice('HUONE-2H', from, to)
    const sent = await submitted([stay('HUONE-2H', from, to), await activity('KIIPEILY', futureDay(51))], { contactDetails: contact })
    expect(sent.paymentTerminalUrl).toBe(`${baseUrl}/proxy/payment/terminal?transactionId=${sent.transactionId}`)
    expect((await stayPrice('HUONE-2H', from, to)).freeUnits).toBe(before.freeUnits - 1)
    const pending = await order(sent.orderNumber)
    expect(pending.status).toBe('pending_payment')
    expect(pending.holds.length).toBeGreaterThan(0)
    // Held briefly until the buyer opens the terminal (through the shop), then for the whole payment.
    const minutesLeft = (at: unknown) => (new Date(String(at)).getTime() - Date.now()) / 60_000
    expect(pending.holds.every((h) => h.expires_at !== null && minutesLeft(h.expires_at) <= 5)).toBe(true)
    expect(await openTerminal(sent.paymentTerminalUrl)).toMatch(/\/proxy\/test-terminal\?token=/)
    const opened = await order(sent.orderNumber)
    expect(opened.holds.every((h) => minutesLeft(h.expires_at) > 15)).toBe(true)
    expect(minutesLeft(opened.hold_expires_at)).toBeGreaterThan(15)

    const location = await terminal(sent.paymentTerminalUrl, 'pay')
    expect(location).toContain(`transactionId=${sent.transactionId}`)
    expect(location).toContain('responseCode=OK')
    const page = await openReturn(location)
    expect(page.status).toBe(200)
    expect(page.html).toContain(sent.orderNumber)

    const done = await order(sent.orderNumber)
    expect(done.status).toBe('confirmed')
    expect(done.payment).toMatchObject({ status: 'ok', provider: 'test' })
    expect(done.holds.every((h) => h.expires_at === null)).toBe(true)
    expect(done.events.filter((e) => ['submitted', 'paymentSucceeded', 'confirm'].includes(e))).toEqual(['submitted', 'paymentSucceeded', 'confirm'])

    await openReturn(location)
    const again = await order(sent.orderNumber)
    expect(again.status).toBe('confirmed')
    expect(again.events.filter((e) => e === 'confirm')).toHaveLength(1)
    const outbox = path.join(process.env.TEST_DATA_DIR ?? 'data', 'outbox')
    const mails = () =>
      readdirSync(outbox)
        .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
        .filter((m) => m.includes(sent.orderNumber))
    // The mail was recorded as due in the confirming transaction and as sent once the callback had
    // answered (the sweeper resends what is not).
    await expect
      .poll(async () => (await order(sent.orderNumber)).events.filter((e) => e.startsWith('mail')), { timeout: 10_000 })
      .toEqual(['mailDue', 'mailSent'])
    expect(mails()).toHaveLength(1)
    expect(mails()[0]).toContain('To: aino.virtanen@example.com')
  })

  it('sends mail a process never sent from one of the two processes, once', { timeout: 60_000 }, async () => {
    const sent = await submitted([stay('HUONE-PERHE', futureDay(66), futureDay(67))])
    await openReturn(await terminal(sent.paymentTerminalUrl, 'pay'))
    await expect.poll(async () => (await order(sent.orderNumber)).events.includes('mailSent'), { timeout: 10_000 }).toBe(true)
    // As if the confirming process had stopped before sending: the mail is due and three minutes old.
    const { id } = await order(sent.orderNumber)
    const threeMinutesAgo = new Date(Date.now() - 180_000).toISOString()
    await db.transaction(async (tx) => {
      await tx.query("DELETE FROM order_events WHERE order_id = ? AND type = 'mailSent'", [id])
      await tx.query("UPDATE order_events SET created_at = ? WHERE order_id = ? AND type = 'mailDue'", [threeMinutesAgo, id])
    })
    const outbox = path.join(process.env.TEST_DATA_DIR ?? 'data', 'outbox')
    const confirmations = () =>
      readdirSync(outbox)
        .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
        .filter((m) => m.includes(sent.orderNumber)).length
    const before = confirmations()
    // Both test processes sweep every two seconds; one of them claims the mail and sends it.
    await expect
      .poll(async () => (await order(sent.orderNumber)).events.filter((e) => e.startsWith('mail')), { timeout: 20_000 })
      .toEqual(['mailDue', 'mailClaimed', 'mailSent'])
    // Several more sweeps of both processes pass; none sends it again.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(confirmations()).toBe(before + 1)
    expect((await order(sent.orderNumber)).events.filter((e) => e.startsWith('mail'))).toEqual(['mailDue', 'mailClaimed', 'mailSent'])
  })

  it('lets one of two processes claiming the same overdue mail at once have it', async () => {
    const sent = await submitted([stay('HUONE-PERHE', futureDay(68), futureDay(69))])
    const { id } = await order(sent.orderNumber)
    // On PostgreSQL a second pool plays the other process. SQLite's write transactions take turns on
    // the file, and two ports in this one thread would wait on each other, so one port claims there.
    const other = db.dialect === 'postgres' ? createSqlPort(databaseUrl) : db
    try {
      const now = new Date()
      const tenMinutesAgo = new Date(now.getTime() - 600_000)
      const claim = (port: typeof db) => claimOrderMail(port, id, now, tenMinutesAgo)
      expect((await Promise.all([claim(db), claim(other), claim(db), claim(other)])).filter(Boolean)).toHaveLength(1)
      // While the claim is live, the sweeps' list of overdue mail leaves the order to its claimer.
      await db.transaction((tx) =>
        tx.query("INSERT INTO order_events (order_id, type, updated_at, created_at) VALUES (?, 'mailDue', ?, ?)", [
          id,
          tenMinutesAgo.toISOString(),
          tenMinutesAgo.toISOString(),
        ]),
      )
      const soon = new Date(now.getTime() + 1)
      expect(await ordersWithMailDue(db, soon, tenMinutesAgo, 1000)).not.toContain(id)
      expect(await ordersWithMailDue(db, soon, soon, 1000)).toContain(id)
      // A claim lapses: a process that stopped mid-send does not keep the mail from being sent.
      expect(await claimOrderMail(db, id, new Date(now.getTime() + 600_001), new Date(now.getTime() + 1))).toBe(true)
    } finally {
      if (other !== db) await other.close()
    }
  })

  it('gives the inventory back on cancel and refuses a forged success', async () => {
    const [from, to] = [futureDay(53), futureDay(54)]
    const before = await stayPrice('MOKKI-JARVI', from, to)
    const sent = await submitted([stay('MOKKI-JARVI', from, to)])
    const location = await terminal(sent.paymentTerminalUrl, 'cancel')
    expect(location).toContain('responseCode=Cancel')
    await openReturn(location)
    expect((await order(sent.orderNumber)).status).toBe('cancelled')
    expect((await stayPrice('MOKKI-JARVI', from, to)).freeUnits).toBe(before.freeUnits)

    const forged = location.replace('checkout-status=cancel', 'checkout-status=ok').replace('responseCode=Cancel', 'responseCode=OK')
    const page = await openReturn(forged)
    expect(page.status).toBe(200)
    const after = await order(sent.orderNumber)
    expect(after.status).toBe('cancelled')
    expect(after.payment!.status).toBe('cancel')
  })

  it('records failed and timed-out payments', async () => {
    const failed = await submitted([stay('HUONE-PERHE', futureDay(55), futureDay(56))])
    await openReturn(await terminal(failed.paymentTerminalUrl, 'fail'))
    expect((await order(failed.orderNumber)).status).toBe('payment_failed')
    const slow = await submitted([stay('HUONE-PERHE', futureDay(57), futureDay(58))])
    await openReturn(await terminal(slow.paymentTerminalUrl, 'timeout'))
    const timedOut = await order(slow.orderNumber)
    expect(timedOut.status).toBe('cancelled')
    expect(timedOut.payment!.status).toBe('timeout')
  })

  it('expires a hold that ran out and keeps a late payment for a refund', async () => {
    const abandoned = await submitted([stay('HUVILA-RANTA', futureDay(60), futureDay(62))])
    const late = await submitted([stay('HUVILA-RANTA', futureDay(63), futureDay(65))])
    // The buyer opens the terminal in time and pays only after the hold ran out.
    const lateTerminal = await openTerminal(late.paymentTerminalUrl)
    const past = new Date(Date.now() - 60_000).toISOString()
    await db.transaction((tx) =>
      tx.query('UPDATE orders SET hold_expires_at = ? WHERE order_number IN (?, ?)', [past, abandoned.orderNumber, late.orderNumber]),
    )
    await db.transaction((tx) =>
      tx.query('UPDATE allocations SET expires_at = ? WHERE ref IN (SELECT hold_ref FROM orders WHERE order_number IN (?, ?))', [
        past,
        abandoned.orderNumber,
        late.orderNumber,
      ]),
    )

    await openReturn(await press(lateTerminal, 'pay'))
    const kept = await order(late.orderNumber)
    expect(kept.status).toBe('refund_due')
    expect(kept.events).toEqual(expect.arrayContaining(['holdExpired', 'paymentSucceeded']))
    const gone = await order(abandoned.orderNumber)
    expect(gone.status).toBe('expired')
    expect(gone.holds).toHaveLength(0)
  })

  it('counts a limited discount code once per order and gives it back when the order is cancelled', async () => {
    const first = await submitted([stay('HUONE-1H', futureDay(66), futureDay(67), ['Aino'])], { promotionCode: 'ensimmainen' })
    expect((await order(first.orderNumber)).promo_code).toBe('ENSIMMAINEN')
    const second = await submit([stay('HUONE-1H', futureDay(68), futureDay(69), ['Olli'])], { promotionCode: 'ENSIMMAINEN' })
    expect(second.status).toBe(409)
    expect((second.body as { message: string }).message).toBe('promotion:usedUp')
    await openReturn(await terminal(first.paymentTerminalUrl, 'cancel'))
    expect((await submit([stay('HUONE-1H', futureDay(68), futureDay(69), ['Olli'])], { promotionCode: 'ENSIMMAINEN' })).status).toBe(200)
  })

  it('refuses what cannot be ordered with 4xx and changes nothing', async () => {
    const line = stay('HUONE-2H', futureDay(70), futureDay(71))
    const count = async () => Number((await db.query<{ n: unknown }>('SELECT COUNT(*) AS n FROM orders'))[0]!.n)
    const before = await count()
    const unnamed = {
      ...line,
      metadata: {
        ...line.metadata,
        guests: [
          { type: 'adult', firstName: 'Aino', lastName: '' },
          { type: 'adult', firstName: '', lastName: '' },
        ],
      },
    }
    expect((await submit([unnamed])).body).toMatchObject({ status: 400, message: 'guestNames' })
    expect((await submit([line], { redirectBaseUrl: 'https://evil.example' })).status).toBe(400)
    expect((await submit([line], { termsAccepted: false })).body).toMatchObject({ status: 400, message: 'termsNotAccepted' })
    const giftCard: Item = {
      productCode: 'LAHJAKORTTI',
      metadata: { amount: 1, value: 5000, comment: 'Hyvää joulua', recipient: { name: 'Olli', email: 'olli@example.com' } },
    }
    expect((await submit([giftCard, line])).body).toMatchObject({ status: 400, message: 'giftCardAlone' })
    expect((await submit([])).status).toBe(400)
    expect((await postJson('/proxy/vm-shopping/v2/order/submit', 'not json', fi)).status).toBe(400)
    expect(await count()).toBe(before)
  })
})

describe('orders in the admin', () => {
  it('shows orders, payments and events to staff only, and nobody edits them through the API', async () => {
    const sent = await submitted([stay('HUONE-2H', futureDay(72), futureDay(74))])
    for (const path of ['/api/orders', '/api/payments', '/api/order-events', '/api/discount-codes', '/api/gift-cards']) {
      expect((await getJson(path)).status, path).toBe(403)
    }
    const found = await staffApi('GET', `/api/orders?where[orderNumber][equals]=${sent.orderNumber}&depth=0`)
    const doc = (found.docs as { id: number; status: string; lines: unknown[] }[])[0]!
    expect(doc.status).toBe('pending_payment')
    expect(doc.lines).toHaveLength(1)
    await expect(staffApi('PATCH', `/api/orders/${doc.id}`, { status: 'confirmed' })).rejects.toThrow(/403/)
    await expect(staffApi('POST', '/api/order-events', { order: doc.id, type: 'forged' })).rejects.toThrow(/403/)
    expect((await order(sent.orderNumber)).status).toBe('pending_payment')
  })
})

describe('two app processes', () => {
  it('sells the last unit to exactly one of many buyers racing through both processes', async () => {
    const [from, to] = [futureDay(75), futureDay(77)]
    const { freeUnits } = await stayPrice('HUVILA-RANTA', from, to)
    for (let i = 1; i < freeUnits; i++) await submitted([stay('HUVILA-RANTA', from, to)])
    expect((await stayPrice('HUVILA-RANTA', from, to)).freeUnits).toBe(1)
    const buyers = Array.from({ length: 8 }, (_, i) => submit([stay('HUVILA-RANTA', from, to, [`Buyer${i}`])], {}, i % 2 ? secondBaseUrl : baseUrl))
    const results = await Promise.all(buyers)
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(7)
    expect((await stayPrice('HUVILA-RANTA', from, to)).freeUnits).toBe(0)
  })

  it('pays through Paytrail (a local fake speaking its protocol) and verifies the signed return', async () => {
    const line = stay('MOKKI-METSA', futureDay(80), futureDay(83))
    const result = await submit([line], {}, secondBaseUrl)
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    const sent = result.body as Submitted
    const pay = await fetch(`${await openTerminal(sent.paymentTerminalUrl)}?action=ok`, { redirect: 'manual' })
    const location = pay.headers.get('location') ?? ''
    expect(location).toContain(`${secondBaseUrl}/checkout?transactionId=${sent.transactionId}&responseCode=OK`)
    expect(location).toContain('signature=')
    await openReturn(location)
    const done = await order(sent.orderNumber)
    expect(done.status).toBe('confirmed')
    expect(done.payment).toMatchObject({ status: 'ok', provider: 'paytrail' })
    const tampered = await openReturn(location.replace(/checkout-amount=\d+/, 'checkout-amount=1'))
    expect(tampered.status).toBe(200)
    expect((await order(sent.orderNumber)).events.filter((e) => e === 'confirm')).toHaveLength(1)
  })
})
