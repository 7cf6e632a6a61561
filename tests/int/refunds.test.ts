/** Self-service cancellation and refunds (docs/refunds.md): deadlines, inventory back on sale, money back by the way it came. */
import './clientAddress'
import { describe, expect, it } from 'vitest'
import type { CancellationResponse, SubmitResponse } from '@/domain/checkout/api'
import { baseUrl, postJson, staffToken } from './helpers'
import { futureDay, openReturn, openTerminal, secondBaseUrl, stay, submit, terminal, type Item } from './checkoutFlow'
import { card, db, linkToken, newCard, orderRow } from './giftCardFlow'

const fakePaytrail = process.env.TEST_FAKE_PAYTRAIL_URL ?? ''

async function freeUnits(productCode: string, from: string, to: string): Promise<number> {
  const { body } = await postJson(
    '/proxy/vm-view/v2/product/availability',
    { productCode, filter: { dates: { from, to }, persons: { numberOfAdults: 2 } } },
    { 'x-locale': 'fi-FI' },
  )
  const offers = (body as { items: { ratePlan: string; freeUnits: number; cancellation?: { policy: string } }[] }).items
  return offers.find((o) => o.ratePlan === 'freeCancellation')!.freeUnits
}

/** An order paid at the test terminal (or through the Paytrail fake on the second process). */
async function bought(items: Item[], extra: Record<string, unknown> = {}, viaPaytrail = false): Promise<SubmitResponse> {
  const sent = await submit(items, extra, viaPaytrail ? secondBaseUrl : undefined)
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  const submitted = sent.body as SubmitResponse
  if (viaPaytrail) {
    const pay = await fetch(`${await openTerminal(submitted.paymentTerminalUrl)}?action=ok`, { redirect: 'manual' })
    await openReturn(pay.headers.get('location') ?? '')
  } else if (!submitted.paymentTerminalUrl.includes('responseCode=OK')) {
    await openReturn(await terminal(submitted.paymentTerminalUrl, 'pay'))
  }
  expect((await orderRow(submitted.orderNumber)).status).toBe('confirmed')
  return submitted
}

async function view(orderNumber: string, token?: string, base = baseUrl) {
  const response = await fetch(`${base}/proxy/vm-shopping/v1/order/cancellation?orderNumber=${orderNumber}${token ? `&token=${token}` : ''}`)
  return { status: response.status, body: (await response.json()) as unknown }
}

const cancel = (orderNumber: string, lineIds: string[], extra: Record<string, unknown> = {}, base?: string) =>
  postJson('/proxy/vm-shopping/v1/order/cancel', { orderNumber, token: linkToken(orderNumber), lineIds, ...extra }, {}, base)

describe('self-service cancellation', () => {
  it('cancels a free-cancellation stay through the signed link: refunded, and its nights are for sale again', async () => {
    const [from, to] = [futureDay(225), futureDay(227)]
    const before = await freeUnits('HUONE-2H', from, to)
    const order = await bought([stay('HUONE-2H', from, to)])
    expect(await freeUnits('HUONE-2H', from, to)).toBe(before - 1)

    const shown = await view(order.orderNumber, linkToken(order.orderNumber))
    expect(shown.status).toBe(200)
    const line = (shown.body as CancellationResponse).order.lines[0]!
    expect(line.cancellation).toMatchObject({ policy: 'free', notCancellable: null })

    const done = await cancel(order.orderNumber, [line.id])
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const after = (done.body as CancellationResponse).order
    expect(after.status).toBe('refunded')
    expect(after.lines[0]!.cancellation).toMatchObject({ notCancellable: 'cancelled', refunded: line.total })
    expect(after.refunds).toEqual([expect.objectContaining({ amount: line.total, destination: 'provider', state: 'refunded' })])
    expect(await freeUnits('HUONE-2H', from, to)).toBe(before)

    // The same request again changes nothing and refunds nothing twice.
    const again = await cancel(order.orderNumber, [line.id])
    expect(again.status).toBe(200)
    expect((await orderRow(order.orderNumber)).refunds).toHaveLength(1)
  })

  it('refuses a cancellation after the deadline, and a caller without the link or a session', async () => {
    const order = await bought([stay('HUONE-1H', futureDay(3), futureDay(4), ['Aino'])])
    const line = ((await view(order.orderNumber, linkToken(order.orderNumber))).body as CancellationResponse).order.lines[0]!
    expect(line.cancellation.notCancellable).toBe('deadlinePassed')
    const refused = await cancel(order.orderNumber, [line.id])
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ message: `notCancellable:${line.id}` })
    expect((await orderRow(order.orderNumber)).status).toBe('confirmed')

    expect((await view(order.orderNumber)).status).toBe(401)
    expect((await view(order.orderNumber, 'x'.repeat(32))).status).toBe(404)
    expect((await cancel(order.orderNumber, [])).status).toBe(400)
  })

  it('sends what a gift card paid back to the card, and the rest to a new gift card when asked', async () => {
    const code = await newCard(4000)
    const order = await bought([stay('HUONE-2H', futureDay(228), futureDay(229))], { giftCardCodes: [code] })
    const paid = await orderRow(order.orderNumber)
    const line = ((await view(order.orderNumber, linkToken(order.orderNumber))).body as CancellationResponse).order.lines[0]!
    const done = await cancel(order.orderNumber, [line.id], { refundTo: 'giftCard' })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect((await card(code)).balance).toBe(4000)
    expect((await orderRow(order.orderNumber)).refunds).toEqual([
      { amount: 4000, destination: 'giftCard', state: 'refunded' },
      { amount: paid.total - 4000, destination: 'newGiftCard', state: 'refunded' },
    ])
  })
})

describe('refunds through Paytrail', () => {
  const control = (path: string, method: string, body?: unknown) =>
    fetch(`${fakePaytrail}/_fake/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  it('refunds through the provider’s signed refund call, at once or by its callback', async () => {
    const order = await bought([stay('MOKKI-METSA', futureDay(230), futureDay(232))], {}, true)
    const line = ((await view(order.orderNumber, linkToken(order.orderNumber), secondBaseUrl)).body as CancellationResponse).order.lines[0]!
    expect((await cancel(order.orderNumber, [line.id], {}, secondBaseUrl)).status).toBe(200)
    expect((await orderRow(order.orderNumber)).refunds).toEqual([{ amount: line.total, destination: 'provider', state: 'refunded' }])

    await control('settings', 'PUT', { refundMode: 'pending' })
    try {
      const later = await bought([stay('MOKKI-METSA', futureDay(233), futureDay(235))], {}, true)
      const laterLine = ((await view(later.orderNumber, linkToken(later.orderNumber), secondBaseUrl)).body as CancellationResponse).order.lines[0]!
      expect((await cancel(later.orderNumber, [laterLine.id], {}, secondBaseUrl)).status).toBe(200)
      expect((await orderRow(later.orderNumber)).refunds[0]!.state).toBe('refund_pending')

      // A forged callback changes nothing.
      const forged = await fetch(
        `${secondBaseUrl}/proxy/payment/refund-callback?checkout-account=375917&checkout-algorithm=sha256&checkout-status=ok&checkout-transaction-id=x&signature=${'0'.repeat(64)}`,
      )
      expect(forged.status).toBe(400)
      expect((await orderRow(later.orderNumber)).refunds[0]!.state).toBe('refund_pending')

      const [{ provider_refund_id: refundId }] = await (
        await import('./giftCardFlow')
      ).db.query<{ provider_refund_id: string }>('SELECT provider_refund_id FROM refunds WHERE order_id = ?', [(await orderRow(later.orderNumber)).id])
      expect((await control(`refunds/${refundId}/settle`, 'POST', { result: 'ok' })).status).toBe(200)
      await expect.poll(async () => (await orderRow(later.orderNumber)).refunds[0]!.state).toBe('refunded')
    } finally {
      await control('settings', 'PUT', { refundMode: 'ok' })
    }
  })

  it('keeps a refund the provider refused as failed, and staff retry it', async () => {
    const order = await bought([stay('MOKKI-METSA', futureDay(236), futureDay(238))], {}, true)
    const line = ((await view(order.orderNumber, linkToken(order.orderNumber), secondBaseUrl)).body as CancellationResponse).order.lines[0]!
    await control('settings', 'PUT', { refundFault: 'fail' })
    expect((await cancel(order.orderNumber, [line.id], {}, secondBaseUrl)).status).toBe(200)
    expect((await orderRow(order.orderNumber)).refunds).toEqual([{ amount: line.total, destination: 'provider', state: 'refund_failed' }])

    const [{ id }] = await db.query<{ id: number }>('SELECT id FROM refunds WHERE order_id = ?', [(await orderRow(order.orderNumber)).id])
    const retry = (headers: Record<string, string>) => postJson(`/proxy/staff/refunds/${id}/retry`, {}, headers, secondBaseUrl)
    expect((await retry({})).status).toBe(401)
    const staff = { authorization: `JWT ${await staffToken()}` }
    expect((await retry(staff)).status).toBe(200)
    expect((await orderRow(order.orderNumber)).refunds).toEqual([{ amount: line.total, destination: 'provider', state: 'refunded' }])
    // Only a failed refund is tried again: a second retry refunds nothing twice.
    expect((await retry(staff)).status).toBe(409)
  })
})

describe('staff refunds', () => {
  const refund = async (orderId: number, body: Record<string, unknown>, authorized = true) =>
    postJson(`/proxy/staff/orders/${orderId}/refunds`, body, authorized ? { authorization: `JWT ${await staffToken()}` } : {})
  const linesOf = async (orderNumber: string) => ((await view(orderNumber, linkToken(orderNumber))).body as CancellationResponse).order.lines

  it('refunds a line in part and then the rest, once per form however often it is sent, and puts a cancelled line’s nights back on sale', async () => {
    const [from, to] = [futureDay(250), futureDay(252)]
    const order = await bought([stay('HUONE-2H', from, to), stay('HUONE-2H', futureDay(253), futureDay(254))])
    const { id } = await orderRow(order.orderNumber)
    const [first] = await linesOf(order.orderNumber)
    const before = await freeUnits('HUONE-2H', from, to)
    const part = { lineIds: [first!.id], amount: 1000, reason: 'Sauna out of order', cancelLines: true, key: `part-${order.orderNumber}` }

    expect((await refund(id, part, false)).status).toBe(401)
    expect((await refund(id, { ...part, reason: ' ' })).status).toBe(400)
    expect((await refund(id, { ...part, amount: first!.total + 1 })).status).toBe(409)
    expect((await refund(999_999_999, part)).status).toBe(404)
    // A double submit, even at the same moment, is one refund.
    const sent = await Promise.all([refund(id, part), refund(id, part)])
    expect(sent.map((s) => s.status)).toEqual([200, 200])
    expect((await refund(id, part)).body).toEqual({ refunds: 1 })
    expect((await orderRow(order.orderNumber)).refunds).toEqual([{ amount: 1000, destination: 'provider', state: 'refunded' }])
    expect(await freeUnits('HUONE-2H', from, to)).toBe(before + 1)

    // The cancelled line's remainder can still go back, once: then nothing is left of it.
    const rest = { ...part, amount: undefined, key: `rest-${order.orderNumber}` }
    expect((await refund(id, rest)).status).toBe(200)
    expect((await refund(id, { ...rest, key: `again-${order.orderNumber}` })).status).toBe(409)
    const [firstAfter, secondAfter] = await linesOf(order.orderNumber)
    expect(firstAfter!.cancellation).toMatchObject({ notCancellable: 'cancelled', refunded: first!.total })
    expect(secondAfter!.cancellation).toMatchObject({ notCancellable: null, refunded: 0 })
    expect((await orderRow(order.orderNumber)).refunds.map((r) => r.amount)).toEqual([1000, first!.total - 1000])
    expect((await orderRow(order.orderNumber)).status).toBe('confirmed')
  })
})

describe('a refund whose answer was lost', () => {
  it('stays pending and is sent again under its own stamp, so the provider refunds it once', async () => {
    const order = await bought([stay('MOKKI-METSA', futureDay(256), futureDay(258))], {}, true)
    const line = ((await view(order.orderNumber, linkToken(order.orderNumber), secondBaseUrl)).body as CancellationResponse).order.lines[0]!
    // The fake makes the refund but signs its answer wrongly: the shop cannot tell whether it was made.
    await fetch(`${fakePaytrail}/_fake/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refundFault: 'bad-response-signature' }),
    })
    expect((await cancel(order.orderNumber, [line.id], {}, secondBaseUrl)).status).toBe(200)
    const { id } = await orderRow(order.orderNumber)
    const [pending] = await db.query<{ state: string; error: string | null }>('SELECT state, error FROM refunds WHERE order_id = ?', [id])
    expect(pending).toMatchObject({ state: 'refund_pending', error: expect.stringContaining('signature') })

    // The sweeper sends it again with the same refundStamp; the fake answers it as the same refund.
    await expect.poll(async () => (await orderRow(order.orderNumber)).refunds[0]!.state, { timeout: 40_000, interval: 500 }).toBe('refunded')
    const [{ provider_id: transactionId }] = await db.query<{ provider_id: string }>("SELECT provider_id FROM payments WHERE order_id = ? AND status = 'ok'", [
      id,
    ])
    const kept = (await (await fetch(`${fakePaytrail}/_fake/payments/${transactionId}`)).json()) as { refunds: { amount: number; status: string }[] }
    expect(kept.refunds).toEqual([expect.objectContaining({ amount: line.total, status: 'ok' })])
  })
})
