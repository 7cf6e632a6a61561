import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { doorCodeKinds, doorCodeOf, hasDoorCode, isDoorCode } from './doorCode'

const mac = (input: string) => createHmac('sha256', 'a-test-secret-of-at-least-32-chars!').update(input).digest()

describe('door codes', () => {
  it('reads twelve characters without look-alikes in three groups of four', () => {
    for (const input of ['a', 'b', 'line-1', 'line-2', '']) {
      const code = doorCodeOf(mac(input))
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
      expect(code).not.toMatch(/[01OIL]/)
      expect(isDoorCode(code)).toBe(true)
    }
    expect(isDoorCode('ABCD-EFGH-IJKL')).toBe(false)
    expect(isDoorCode('abcd-efgh-jkmn')).toBe(false)
  })

  it('is the same for the same bytes and differs between lines', () => {
    expect(doorCodeOf(mac('line-1'))).toBe(doorCodeOf(mac('line-1')))
    const codes = new Set(Array.from({ length: 2000 }, (_, i) => doorCodeOf(mac(`line-${i}`))))
    expect(codes.size).toBe(2000)
  })

  it('uses the whole alphabet about evenly', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 3000; i++) for (const c of doorCodeOf(mac(`n${i}`)).replaceAll('-', '')) counts.set(c, (counts.get(c) ?? 0) + 1)
    expect(counts.size).toBe(31)
    // 36 000 characters over 31 letters: about 1161 each; a bias such as `byte % 31` on few bits would show.
    for (const n of counts.values()) expect(n).toBeGreaterThan(950)
    for (const n of counts.values()) expect(n).toBeLessThan(1400)
  })

  it('refuses too few bytes', () => {
    expect(() => doorCodeOf(new Uint8Array(8))).toThrow(RangeError)
  })

  it('belongs to paid passes and tickets that are not cancelled', () => {
    expect(doorCodeKinds).toEqual(['ticket', 'pass'])
    const ticket = { kind: 'ticket' as const, cancelledAt: null }
    expect(hasDoorCode('confirmed', ticket)).toBe(true)
    expect(hasDoorCode('paid', { kind: 'pass', cancelledAt: null })).toBe(true)
    for (const status of ['pending_payment', 'cancelled', 'payment_failed', 'expired', 'refund_due', 'refunded'] as const)
      expect(hasDoorCode(status, ticket)).toBe(false)
    expect(hasDoorCode('confirmed', { kind: 'ticket', cancelledAt: '2026-11-27T10:00:00.000Z' })).toBe(false)
    for (const kind of ['accommodation', 'course', 'activity', 'court', 'giftcard', 'education', null] as const)
      expect(hasDoorCode('confirmed', { kind, cancelledAt: null })).toBe(false)
  })
})
