import { describe, expect, it } from 'vitest'
import { giftCardCode, orderNumber } from './orderNumber'

describe('order numbers and gift card codes', () => {
  it('starts an order number with the day and avoids look-alike characters', () => {
    const n = orderNumber('2026-11-22', new Uint8Array([0, 1, 2, 3, 30, 255]))
    expect(n).toMatch(/^261122-[2-9A-HJKMNP-Z]{6}$/)
    expect(n.slice(7)).not.toMatch(/[01OIL]/)
  })
  it('draws gift card codes in four groups of four from the random bytes', () => {
    const bytes = new Uint8Array(16).map((_, i) => i * 17)
    expect(giftCardCode(bytes)).toMatch(/^([2-9A-HJKMNP-Z]{4}-){3}[2-9A-HJKMNP-Z]{4}$/)
    expect(giftCardCode(bytes)).not.toBe(giftCardCode(bytes.map((b) => b + 1)))
  })
  it('refuses too few random bytes', () => {
    expect(() => orderNumber('2026-11-22', new Uint8Array(5))).toThrow(RangeError)
    expect(() => giftCardCode(new Uint8Array(15))).toThrow(RangeError)
  })
})
