import { describe, expect, it } from 'vitest'
import { balanceOutcome } from './giftCardBalanceCall'

describe('balanceOutcome', () => {
  it('reads a found card', () => {
    const card = { code: 'DEMO-LAHJ-AKOR-TTI1', balance: 15000, currency: 'EUR' as const, expiresAt: '2027-01-31' }
    expect(balanceOutcome(200, card)).toEqual({ kind: 'found', card })
  })

  it('tells an unknown code (404) from a client that is guessing (429)', () => {
    expect(balanceOutcome(404, { message: 'giftCard:unknown' })).toEqual({ kind: 'unknown' })
    expect(balanceOutcome(429, { message: 'giftCard:limited' })).toEqual({ kind: 'limited' })
  })

  it('treats anything else, a 200 of the wrong shape too, as a failure to retry', () => {
    expect(balanceOutcome(500, null)).toEqual({ kind: 'failed' })
    expect(balanceOutcome(200, { code: 'X' })).toEqual({ kind: 'failed' })
    expect(balanceOutcome(400, { message: 'code' })).toEqual({ kind: 'failed' })
  })
})
