import { describe, expect, it } from 'vitest'
import type { Inventory } from '../catalogue'
import { cartDiscounts } from '../cart/discounts'
import type { DiscountCode } from '../checkout/promotion'
import { totals } from '../orders/totals'
import { customerPrice, listPriceOf, memberPriceOf, memberSaving, type MemberPrice } from './memberPrice'

const court: Inventory = { kind: 'court', courts: [], openingHours: [], durations: [60, 90], stepMinutes: 30, hourlyPrice: 2400, closed: [] }
const activity: Inventory = { kind: 'activity', schedules: [], price: 3000, closed: [] }
const pass: Inventory = { kind: 'pass', price: 7990 }
const stay: Inventory = { kind: 'accommodation', capacity: 2, units: [], seasons: [], ratePlans: [], closed: [] }
const giftCard: Inventory = { kind: 'giftcard', values: [5000, 10000], openValue: null, validityMonths: 12, designs: [] }
const education: Inventory = { kind: 'education', price: 120000, applicationFrom: '2026-01-01', applicationTo: '2026-12-31', periods: [] }

const tenPercent: MemberPrice = { kind: 'percent', percent: 10 }

describe('memberPriceOf', () => {
  it('takes a percentage off the normal price', () => {
    expect(memberPriceOf(tenPercent, listPriceOf(court), 2400)).toBe(2160)
    expect(memberPriceOf(tenPercent, listPriceOf(stay), 29800)).toBe(26820)
  })

  it('rounds the saving to the nearest cent, half up, so the price is whole cents', () => {
    // 10 % of 7,95 € is 0,795 €: the member saves 0,80 € and pays 7,15 €.
    expect(memberPriceOf(tenPercent, listPriceOf(pass), 795)).toBe(715)
    // 12.5 % of 0,99 € is 0,12375 €: saves 0,12 €.
    expect(memberPriceOf({ kind: 'percent', percent: 12.5 }, listPriceOf(pass), 99)).toBe(87)
  })

  it('scales a fixed member price by the list prices the line holds (persons, hours)', () => {
    const fixed: MemberPrice = { kind: 'fixed', price: 2700 }
    expect(memberPriceOf(fixed, listPriceOf(activity), 3000)).toBe(2700)
    expect(memberPriceOf(fixed, listPriceOf(activity), 3000 * 3)).toBe(8100)
    // 90 minutes of a 24 € court at a 20 € member hour: 30 €.
    expect(memberPriceOf({ kind: 'fixed', price: 2000 }, listPriceOf(court), 3600)).toBe(3000)
  })

  it('has no member price where none is set, none would be lower, or a fixed price has nothing to replace', () => {
    expect(memberPriceOf(null, listPriceOf(court), 2400)).toBeNull()
    expect(memberPriceOf({ kind: 'percent', percent: 0 }, listPriceOf(court), 2400)).toBeNull()
    expect(memberPriceOf({ kind: 'fixed', price: 2400 }, listPriceOf(court), 2400)).toBeNull()
    expect(memberPriceOf({ kind: 'fixed', price: 3000 }, listPriceOf(court), 2400)).toBeNull()
    expect(memberPriceOf({ kind: 'fixed', price: 20000 }, listPriceOf(stay), 29800)).toBeNull()
    expect(memberPriceOf(tenPercent, listPriceOf(pass), 0)).toBeNull()
  })

  it('gives gift cards and education a member price only when the product has one', () => {
    expect(memberPriceOf(null, listPriceOf(giftCard), 10000)).toBeNull()
    expect(memberPriceOf(null, listPriceOf(education), 120000)).toBeNull()
    expect(memberPriceOf({ kind: 'percent', percent: 5 }, listPriceOf(giftCard), 10000)).toBe(9500)
    expect(memberPriceOf({ kind: 'fixed', price: 100000 }, listPriceOf(education), 120000)).toBe(100000)
    expect(listPriceOf(giftCard)).toBeNull()
  })

  it('never goes below zero', () => {
    expect(memberPriceOf({ kind: 'percent', percent: 100 }, listPriceOf(pass), 7990)).toBe(0)
    expect(memberPriceOf({ kind: 'fixed', price: 0 }, listPriceOf(pass), 7990)).toBe(0)
  })
})

describe('customerPrice', () => {
  it('gives the member price only to a loyalty member, and keeps the normal price beside it', () => {
    expect(customerPrice(tenPercent, listPriceOf(court), 2400, true)).toEqual({ unitPrice: 2160, normalUnitPrice: 2400 })
    expect(customerPrice(tenPercent, listPriceOf(court), 2400, false)).toEqual({ unitPrice: 2400, normalUnitPrice: null })
    expect(customerPrice(null, listPriceOf(court), 2400, true)).toEqual({ unitPrice: 2400, normalUnitPrice: null })
  })

  it('saves the difference on every unit', () => {
    expect(memberSaving(customerPrice(tenPercent, listPriceOf(pass), 7990, true), 3)).toBe(3 * 799)
    expect(memberSaving(customerPrice(tenPercent, listPriceOf(pass), 7990, false), 3)).toBe(0)
  })

  it('takes a discount code off the member price, not the normal one', () => {
    const unit = customerPrice(tenPercent, listPriceOf(court), 2400, true).unitPrice
    const code: DiscountCode = {
      code: 'KESA',
      active: true,
      kind: 'percent',
      value: 20,
      productCodes: [],
      validFrom: null,
      validTo: null,
      maxUses: null,
      usedCount: 0,
    }
    const { discounts } = cartDiscounts([{ productCode: 'COURT', type: 'active-hours-product', gross: unit * 2 }], code, () => [])
    // 2 × 21,60 € = 43,20 €; 20 % of it is 8,64 €: 34,56 € in all.
    expect(discounts).toEqual([864])
    expect(totals([{ withTax: unit, quantity: 2, basisPoints: 1350, discount: discounts[0]! }]).totalWithTax).toBe(3456)
  })
})
