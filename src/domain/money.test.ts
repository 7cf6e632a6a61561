import { describe, expect, it } from 'vitest'
import { formatPrice, price, priceWithoutTax, taxRateOn } from './money'

const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('priceWithoutTax', () => {
  it('divides by 1 + rate and rounds to the cent', () => {
    expect(priceWithoutTax(11350, 1350)).toBe(10000)
    expect(priceWithoutTax(12550, 2550)).toBe(10000)
    expect(priceWithoutTax(1000, 2550)).toBe(797) // 796.81
    expect(priceWithoutTax(1000, 1350)).toBe(881) // 881.06
  })
  it('leaves zero-rated and zero prices alone', () => {
    expect(priceWithoutTax(5000, 0)).toBe(5000)
    expect(priceWithoutTax(0, 2550)).toBe(0)
  })
  it('builds a Price pair', () => {
    expect(price(2510, 2550)).toEqual({ withTax: 2510, withoutTax: 2000 })
  })
})

describe('taxRateOn', () => {
  const general = {
    code: 'general',
    rates: [
      { validFrom: '2024-09-01', basisPoints: 2550 },
      { validFrom: '2013-01-01', basisPoints: 2400 },
    ],
  }
  it('takes the latest rate that has started', () => {
    expect(taxRateOn(general, '2024-08-31')).toBe(2400)
    expect(taxRateOn(general, '2024-09-01')).toBe(2550)
    expect(taxRateOn(general, '2026-06-01')).toBe(2550)
  })
  it('throws when no rate is in force yet', () => {
    expect(() => taxRateOn(general, '2012-12-31')).toThrow(RangeError)
    expect(() => taxRateOn({ code: 'empty', rates: [] }, '2026-01-01')).toThrow(/empty/)
  })
})

describe('formatPrice', () => {
  it('uses a decimal comma in Finnish and Swedish', () => {
    expect(plainSpaces(formatPrice(1250, 'fi'))).toBe('12,50 €')
    expect(plainSpaces(formatPrice(1250, 'sv'))).toBe('12,50 €')
    expect(plainSpaces(formatPrice(123405, 'fi'))).toBe('1 234,05 €')
  })
  it('drops the decimals of whole amounts', () => {
    expect(plainSpaces(formatPrice(1200, 'fi'))).toBe('12 €')
    expect(plainSpaces(formatPrice(0, 'sv'))).toBe('0 €')
    expect(formatPrice(1200, 'en')).toBe('€12')
  })
  it('keeps two decimals otherwise', () => {
    expect(formatPrice(1205, 'en')).toBe('€12.05')
    expect(plainSpaces(formatPrice(5, 'fi'))).toBe('0,05 €')
  })
})
