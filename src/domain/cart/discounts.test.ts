import { describe, expect, it } from 'vitest'
import type { DiscountCode } from '../checkout/promotion'
import type { UpsellLink } from '../checkout/upsells'
import { cartDiscounts, discountLapsed, discountLifetimeMs, promotionStatus } from './discounts'

const code = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'SUMMER26',
  active: true,
  kind: 'percent',
  value: 10,
  validFrom: null,
  validTo: null,
  maxUses: null,
  usedCount: 0,
  productCodes: [],
  ...overrides,
})
const links: Record<string, UpsellLink[]> = { ROOM: [{ productCode: 'SAUNA', discountPercentage: 20 }] }
const linksOf = (productCode: string) => links[productCode] ?? []
const room = { productCode: 'ROOM', type: 'Accommodation', gross: 20000 }
const sauna = { productCode: 'SAUNA', type: 'Activity', gross: 5000 }
const gift = { productCode: 'GIFT', type: 'giftcard', gross: 10000 }

describe('cart discounts', () => {
  it('gives each line the code share, and the code counts as given', () => {
    expect(cartDiscounts([room], code(), linksOf)).toEqual({ discounts: [2000], codeApplies: true, codeGaveDiscount: true })
  })

  it('gives a line the better of its upsell and its code share, never both', () => {
    // The sauna is 20 % off beside the room; the 10 % code is worth less on it.
    expect(cartDiscounts([room, sauna], code(), linksOf).discounts).toEqual([2000, 1000])
    expect(cartDiscounts([room, sauna], code({ value: 30 }), linksOf).discounts).toEqual([6000, 1500])
    expect(cartDiscounts([room, sauna], null, linksOf)).toEqual({ discounts: [0, 1000], codeApplies: false, codeGaveDiscount: false })
  })

  it('does not count the code as given when an upsell beat it on every line it reached', () => {
    const result = cartDiscounts([room, sauna], code({ productCodes: ['SAUNA'] }), linksOf)
    expect(result).toEqual({ discounts: [0, 1000], codeApplies: true, codeGaveDiscount: false })
  })

  it('never discounts a gift card, not even by an amount code', () => {
    expect(cartDiscounts([gift], code({ value: 50 }), linksOf)).toEqual({ discounts: [0], codeApplies: false, codeGaveDiscount: false })
    expect(cartDiscounts([gift, room], code({ kind: 'amount', value: 3000 }), linksOf).discounts).toEqual([0, 3000])
  })
})

describe('the promotion status', () => {
  it('calls a valid code that takes nothing off this cart not applicable, and keeps any other status', () => {
    expect(promotionStatus('applied', false)).toBe('notApplicable')
    expect(promotionStatus('applied', true)).toBe('applied')
    expect(promotionStatus('usedUp', false)).toBe('usedUp')
    expect(promotionStatus(null, false)).toBeNull()
  })
})

describe('a discount code in the cart', () => {
  it('lapses one day after it was set', () => {
    expect(discountLifetimeMs).toBe(24 * 60 * 60 * 1000)
    expect(discountLapsed(1000, 1000 + discountLifetimeMs - 1)).toBe(false)
    expect(discountLapsed(1000, 1000 + discountLifetimeMs)).toBe(true)
  })
})
