import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { CreatePaymentInput, RefundInput } from './provider'
import { signCheckoutParams } from './signedReturn'
import { createTestTerminal, type TerminalRecord, type TerminalRecords, type TestTerminal } from './testTerminal'
import { ticketLifetimeMs } from './terminalTicket'

const appSecret = 'a'.repeat(32)
let clock = Date.parse('2026-11-22T10:00:00Z')

/** The terminal's record in memory, as its table keeps it: saving again changes only the status. */
function memoryRecords(): TerminalRecords {
  const rows = new Map<string, TerminalRecord>()
  return {
    save: async (r) => {
      const old = rows.get(r.providerId)
      rows.set(r.providerId, old ? { ...old, status: r.status } : r)
    },
    find: async (id) => rows.get(id) ?? null,
  }
}
const records = memoryRecords()
const terminal = createTestTerminal({ appSecret, publicBase: 'https://shop.example/', records, now: () => clock })
const otherApp = () => createTestTerminal({ appSecret: 'b'.repeat(32), publicBase: 'https://shop.example', records: memoryRecords() })

/** Finishes a payment that returns (every action but payLost). */
async function finished(t: TestTerminal, ticket: Parameters<TestTerminal['finish']>[0], action: Parameters<TestTerminal['finish']>[1]) {
  const answer = await t.finish(ticket, action)
  if ('lost' in answer) throw new Error('the return was lost')
  return answer
}

const input: CreatePaymentInput = {
  stamp: 'pay-7',
  orderNumber: 'KR-10007',
  amount: 4_250,
  language: 'en',
  customer: { email: 'a@example.fi', firstName: 'A', lastName: 'B', phone: '' },
  items: [{ productCode: 'SUP-1', title: 'SUP course', unitPrice: 4_250, units: 1, vatBasisPoints: 2550 }],
  successUrl: 'https://shop.example/en/checkout?transactionId=pay-7&responseCode=OK',
  cancelUrl: 'https://shop.example/en/checkout?transactionId=pay-7&responseCode=Cancel',
  callbackUrl: 'https://shop.example/proxy/payment-callback?transactionId=pay-7',
}

async function ticketOf(t: TestTerminal = terminal) {
  const created = await t.createPayment(input)
  const token = new URL(created.terminalUrl).searchParams.get('token')
  return { created, token, reading: t.readTicket(token) }
}

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe('test terminal payments', () => {
  it('opens the terminal page of the app with a token that carries the payment', async () => {
    const { created, reading } = await ticketOf()
    const { stamp, orderNumber, amount, language, successUrl, cancelUrl, callbackUrl } = input
    expect(created.terminalUrl).toMatch(/^https:\/\/shop\.example\/proxy\/test-terminal\?token=[\w-]+\.[\w-]+$/)
    expect(reading).toEqual({
      ok: true,
      ticket: { stamp, orderNumber, amount, language, successUrl, cancelUrl, callbackUrl, providerId: created.providerId, issuedAt: clock },
    })
  })

  it('refuses a token that is tampered, signed with another app secret, or more than an hour old', async () => {
    const { token } = await ticketOf()
    const [body, mac] = (token ?? '').split('.')
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), amount: 1 })).toString('base64url')
    expect(terminal.readTicket(`${forged}.${mac}`)).toEqual({ ok: false, reason: 'invalid' })
    expect(terminal.readTicket(null)).toEqual({ ok: false, reason: 'invalid' })
    expect(terminal.readTicket('garbage')).toEqual({ ok: false, reason: 'invalid' })
    expect(otherApp().readTicket(token)).toEqual({ ok: false, reason: 'invalid' })
    clock += ticketLifetimeMs + 1
    expect(terminal.readTicket(token)).toEqual({ ok: false, reason: 'expired', language: 'en' })
    clock -= ticketLifetimeMs + 1
  })

  it('refuses items that do not add up to the amount', async () => {
    await expect(terminal.createPayment({ ...input, amount: 4_251 })).rejects.toMatchObject({ name: 'PaymentProviderError', reason: 'invalid-input' })
  })
})

describe('test terminal returns', () => {
  it('sends Pay to the success address and the other buttons to the cancel address, each verifiable', async () => {
    const { created, reading } = await ticketOf()
    if (!reading.ok) throw new Error('ticket')
    const outcomes = { pay: 'ok', cancel: 'cancel', fail: 'fail', timeout: 'timeout' } as const
    for (const [action, outcome] of Object.entries(outcomes) as [keyof typeof outcomes, (typeof outcomes)[keyof typeof outcomes]][]) {
      const { location, callback } = await finished(terminal, reading.ticket, action)
      const query = queryOf(location)
      expect(query.responseCode).toBe(action === 'pay' ? 'OK' : 'Cancel')
      expect(location.startsWith('https://shop.example/en/checkout?')).toBe(true)
      expect(terminal.verifyReturn(query)).toEqual({ stamp: 'pay-7', providerId: created.providerId, outcome, amount: 4_250, method: 'test-terminal' })
      expect(terminal.verifyReturn(queryOf(callback))?.outcome).toBe(outcome)
    }
  })

  it('refuses tampered, unsigned, misdirected and unknown-algorithm returns', async () => {
    const { reading } = await ticketOf()
    if (!reading.ok) throw new Error('ticket')
    const query = queryOf((await finished(terminal, reading.ticket, 'cancel')).location)
    const unsigned = Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'signature'))
    expect(terminal.verifyReturn({ ...query, 'checkout-status': 'ok' })).toBeNull()
    expect(terminal.verifyReturn({ ...query, 'checkout-amount': '1' })).toBeNull()
    expect(terminal.verifyReturn(unsigned)).toBeNull()
    expect(terminal.verifyReturn({ ...query, transactionId: 'pay-8' })).toBeNull()
    expect(terminal.verifyReturn({ ...query, 'checkout-algorithm': 'sha1' })).toBeNull()
    expect(terminal.verifyReturn({ transactionId: 'pay-7', responseCode: 'OK' })).toBeNull()
    expect(otherApp().verifyReturn(query)).toBeNull()
  })
})

describe('the terminal’s own record (asked when returns are lost)', () => {
  it('says a payment is pending until a button ends it, then how it ended', async () => {
    const { created, reading } = await ticketOf()
    if (!reading.ok) throw new Error('ticket')
    const asked = { stamp: 'pay-7', providerId: created.providerId }
    expect(await terminal.paymentStatus(asked)).toMatchObject({ outcome: 'pending', amount: 4_250 })
    await finished(terminal, reading.ticket, 'cancel')
    expect(await terminal.paymentStatus(asked)).toMatchObject({ outcome: 'cancel' })
  })

  it('records a payment whose return is lost, and tells it only to someone who names its stamp', async () => {
    const { created, reading } = await ticketOf()
    if (!reading.ok) throw new Error('ticket')
    expect(await terminal.finish(reading.ticket, 'payLost')).toEqual({ lost: true })
    expect(await terminal.paymentStatus({ stamp: 'pay-7', providerId: created.providerId })).toEqual({
      stamp: 'pay-7',
      providerId: created.providerId,
      outcome: 'ok',
      amount: 4_250,
      method: 'test-terminal',
    })
    expect(await terminal.paymentStatus({ stamp: 'pay-8', providerId: created.providerId })).toBeNull()
    expect(await terminal.paymentStatus({ stamp: 'pay-7', providerId: 'unknown' })).toBeNull()
  })
})

/** A payment paid at the terminal, as the refund input names it. */
async function paidPayment(t: TestTerminal = terminal): Promise<RefundInput['payment']> {
  const { created, reading } = await ticketOf(t)
  if (!reading.ok) throw new Error('ticket')
  await finished(t, reading.ticket, 'pay')
  return { stamp: input.stamp, providerId: created.providerId, amount: input.amount }
}

let refundCounter = 0
const refundOf = (payment: RefundInput['payment'], amount: number, refundStamp = `refund-${++refundCounter}`): RefundInput => ({
  refundStamp,
  payment,
  amount,
  email: 'a@example.fi',
  callbackUrls: { success: 'https://shop.example/proxy/refund-callback?r=ok', cancel: 'https://shop.example/proxy/refund-callback?r=cancel' },
})

describe('test terminal refunds', () => {
  it('refunds a paid payment at once, in parts, each with its own id, and never more than was paid', async () => {
    const paid = await paidPayment()
    const first = await terminal.refund(refundOf(paid, 3_000))
    const second = await terminal.refund(refundOf(paid, 1_000))
    expect(first.outcome).toBe('ok')
    expect(second.outcome).toBe('ok')
    expect(new Set([first.providerRefundId, second.providerRefundId, paid.providerId]).size).toBe(3)
    await expect(terminal.refund(refundOf(paid, 251))).rejects.toMatchObject({ name: 'PaymentProviderError', reason: 'rejected' })
    expect(await terminal.refund(refundOf(paid, 250))).toMatchObject({ outcome: 'ok' })
    await expect(terminal.refund(refundOf(paid, 1))).rejects.toMatchObject({ reason: 'rejected' })
  })

  it('gives a repeated refundStamp the same refund without taking it twice, and refuses it for another amount', async () => {
    const paid = await paidPayment()
    const request = refundOf(paid, 4_000)
    const first = await terminal.refund(request)
    expect(await terminal.refund(request)).toEqual(first)
    await expect(terminal.refund({ ...request, amount: 100 })).rejects.toMatchObject({ reason: 'rejected' })
    expect(await terminal.refund(refundOf(paid, 250))).toMatchObject({ outcome: 'ok' })
  })

  it('refuses a payment it does not know, one not paid, another stamp, and input that cannot be a refund', async () => {
    const paid = await paidPayment()
    await expect(terminal.refund(refundOf({ ...paid, providerId: 'unknown' }, 100))).rejects.toMatchObject({ reason: 'rejected' })
    await expect(terminal.refund(refundOf({ ...paid, stamp: 'pay-8' }, 100))).rejects.toMatchObject({ reason: 'rejected' })
    const { created } = await ticketOf()
    await expect(terminal.refund(refundOf({ ...paid, providerId: created.providerId }, 100))).rejects.toMatchObject({ reason: 'rejected' })
    const refund = await terminal.refund(refundOf(paid, 100))
    await expect(terminal.refund(refundOf({ ...paid, providerId: refund.providerRefundId }, 1))).rejects.toMatchObject({ reason: 'rejected' })
    expect(await terminal.paymentStatus({ stamp: 'refund-x', providerId: refund.providerRefundId })).toBeNull()
    for (const amount of [0, -5, 1.5, 4_251]) await expect(terminal.refund(refundOf(paid, amount))).rejects.toMatchObject({ reason: 'invalid-input' })
  })

  it('lets only as many refunds made at once through as the payment covers', async () => {
    const paid = await paidPayment()
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => terminal.refund(refundOf(paid, 1_500))))
    const made = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.providerRefundId] : []))
    expect(made).toHaveLength(2)
    expect(new Set(made).size).toBe(2)
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.reason)).toEqual(['rejected', 'rejected'])
    await expect(terminal.refund(refundOf(paid, 1_251))).rejects.toMatchObject({ reason: 'rejected' })
    expect(await terminal.refund(refundOf(paid, 1_250))).toMatchObject({ outcome: 'ok' })
  })
})

describe('test terminal refund callbacks', () => {
  // The terminal never calls one (it refunds at once); signed as it signs its returns, one verifies.
  const returnSecret = createHash('sha256').update(`test-terminal:${appSecret}`).digest('hex')
  const callback = (status: string, key = returnSecret) =>
    signCheckoutParams(key, {
      'checkout-account': 'test-terminal',
      'checkout-algorithm': 'sha256',
      'checkout-amount': '1500',
      'checkout-stamp': 'refund-9',
      'checkout-transaction-id': 'p-1/refund/1',
      'checkout-status': status,
    })

  it('verifies its own signed callback and refuses forged, unsigned, tampered and unfinished ones', () => {
    expect(terminal.verifyRefundCallback(callback('ok'))).toEqual({ providerRefundId: 'p-1/refund/1', outcome: 'ok', amount: 1_500 })
    expect(terminal.verifyRefundCallback(callback('fail'))).toMatchObject({ outcome: 'fail' })
    expect(terminal.verifyRefundCallback(callback('pending'))).toBeNull()
    expect(terminal.verifyRefundCallback(callback('ok', 'b'.repeat(64)))).toBeNull()
    expect(otherApp().verifyRefundCallback(callback('ok'))).toBeNull()
    const unsigned = Object.fromEntries(Object.entries(callback('ok')).filter(([key]) => key !== 'signature'))
    expect(terminal.verifyRefundCallback(unsigned)).toBeNull()
    expect(terminal.verifyRefundCallback({ ...callback('ok'), 'checkout-amount': '4250' })).toBeNull()
  })
})
