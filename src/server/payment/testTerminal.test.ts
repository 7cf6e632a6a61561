import { describe, expect, it } from 'vitest'
import type { CreatePaymentInput } from './provider'
import { createTestTerminal, type TerminalRecord, type TerminalRecords, type TestTerminal } from './testTerminal'
import { ticketLifetimeMs } from './terminalTicket'

const appSecret = 'a'.repeat(32)
let clock = Date.parse('2026-11-22T10:00:00Z')

/** The terminal's record in memory, as its table keeps it. */
function memoryRecords(): TerminalRecords {
  const rows = new Map<string, TerminalRecord>()
  return { save: async (r) => void rows.set(r.providerId, r), find: async (id) => rows.get(id) ?? null }
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
