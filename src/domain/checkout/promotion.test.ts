import { describe, expect, it } from 'vitest'
import { codeStatus, lineDiscounts, normalizeCode, type DiscountCode } from './promotion'

const code = (over: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'TALVI15',
  active: true,
  kind: 'percent',
  value: 15,
  validFrom: null,
  validTo: null,
  maxUses: null,
  usedCount: 0,
  productCodes: [],
  ...over,
})
const now = '2026-12-01'

describe('discount code status', () => {
  it('applies an active code inside its window with uses left', () => {
    expect(codeStatus(code({ validFrom: '2026-11-01', validTo: '2027-01-01', maxUses: 2, usedCount: 1 }), now)).toBe('applied')
    expect(codeStatus(code({ validFrom: '2026-12-01', validTo: '2026-12-01' }), now)).toBe('applied')
  })
  it('tells unknown, not valid now and used up apart', () => {
    expect(codeStatus(null, now)).toBe('unknown')
    expect(codeStatus(code({ active: false }), now)).toBe('unknown')
    expect(codeStatus(code({ validFrom: '2026-12-02' }), now)).toBe('notValidNow')
    expect(codeStatus(code({ validTo: '2026-11-30' }), now)).toBe('notValidNow')
    expect(codeStatus(code({ maxUses: 1, usedCount: 1 }), now)).toBe('usedUp')
  })
  it('accepts codes in any case and with spaces around', () => {
    expect(normalizeCode('  talvi15 ')).toBe('TALVI15')
  })
})

describe('line discounts', () => {
  const lines = [
    { productCode: 'A', gross: 10_001 },
    { productCode: 'B', gross: 3_333 },
    { productCode: 'C', gross: 6_666 },
  ]
  it('takes a percentage off each line in scope, rounded per line', () => {
    expect(lineDiscounts(code(), lines)).toEqual([1500, 500, 1000])
    expect(lineDiscounts(code({ productCodes: ['B'] }), lines)).toEqual([0, 500, 0])
  })
  it('spreads an amount over the lines in scope in proportion, adding up to the amount exactly', () => {
    const shares = lineDiscounts(code({ kind: 'amount', value: 1000, productCodes: ['B', 'C'] }), lines)
    expect(shares[0]).toBe(0)
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1000)
    expect(shares[2]).toBeGreaterThan(shares[1]!)
  })
  it('never takes more than the lines in scope cost', () => {
    expect(lineDiscounts(code({ kind: 'amount', value: 50_000, productCodes: ['B'] }), lines)).toEqual([0, 3333, 0])
    expect(lineDiscounts(code({ kind: 'amount', value: 500, productCodes: ['X'] }), lines)).toEqual([0, 0, 0])
  })
})
