import { describe, expect, it } from 'vitest'
import { totals } from './totals'

describe('totals', () => {
  it('splits a 13.5 % price into net and VAT', () => {
    const t = totals([{ withTax: 11350, quantity: 1, basisPoints: 1350, discount: 0 }])
    expect(t).toMatchObject({ totalWithTax: 11350, totalWithoutTax: 10000, taxAmount: 1350, discount: 0, cartAmounts: 1 })
  })

  it('keeps a VAT row per rate and adds them up, 0 % included', () => {
    const t = totals([
      { withTax: 11350, quantity: 2, basisPoints: 1350, discount: 0 },
      { withTax: 12550, quantity: 1, basisPoints: 2550, discount: 0 },
      { withTax: 5000, quantity: 1, basisPoints: 0, discount: 0 },
    ])
    expect(t.vat).toEqual([
      { basisPoints: 2550, gross: 12550, net: 10000, tax: 2550 },
      { basisPoints: 1350, gross: 22700, net: 20000, tax: 2700 },
      { basisPoints: 0, gross: 5000, net: 5000, tax: 0 },
    ])
    expect(t).toMatchObject({ totalWithTax: 40250, totalWithoutTax: 35000, taxAmount: 5250, cartAmounts: 4 })
  })

  it('rounds once per rate, not per line', () => {
    // Five lines of 0.05 € at 13.5 %: rounded per line 5 × 0.04 = 0.20 net, on the sum 0.25 / 1.135 = 0.22.
    const t = totals(Array.from({ length: 5 }, () => ({ withTax: 5, quantity: 1, basisPoints: 1350, discount: 0 })))
    expect(t.totalWithoutTax).toBe(22)
    expect(t.taxAmount).toBe(3)
    expect(t.totalWithTax).toBe(t.totalWithoutTax + t.taxAmount)
  })

  it('takes the discount off before VAT and never below zero', () => {
    const t = totals([{ withTax: 11350, quantity: 1, basisPoints: 1350, discount: 1135 }])
    expect(t).toMatchObject({ totalWithTax: 10215, discount: 1135, totalWithoutTax: 9000, taxAmount: 1215 })
    const all = totals([{ withTax: 1000, quantity: 1, basisPoints: 2550, discount: 5000 }])
    expect(all).toMatchObject({ totalWithTax: 0, discount: 1000, taxAmount: 0 })
  })

  it('gives zero totals for an empty cart', () => {
    expect(totals([])).toEqual({ totalWithTax: 0, totalWithoutTax: 0, taxAmount: 0, discount: 0, cartAmounts: 0, vat: [] })
  })
})
