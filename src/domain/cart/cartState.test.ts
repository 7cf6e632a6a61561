import { describe, expect, it } from 'vitest'
import type { LineTotal, TotalsResponse, UpgradeSuggestion } from '../checkout/api'
import {
  addGiftCardCode,
  addLine,
  applyTotals,
  emptyCart,
  expireDiscount,
  isCartReady,
  maxCartLines,
  removeGiftCardCode,
  removeLine,
  restoreCart,
  setDiscountCode,
  setPersonNames,
  totalsRequest,
  upgradeLine,
} from './cartState'
import { discountLifetimeMs } from './discounts'
import { adultNames, cartOf, giftLine, keys, slotLine, stayLine } from './testLines'

function lineTotal(id: string, overrides: Partial<LineTotal> = {}): LineTotal {
  return {
    id,
    productCode: 'ROOM',
    title: 'Lakeside room',
    type: 'Accommodation',
    image: { src: '/room.jpg', alt: 'Room' },
    price: { withTax: 21000, withoutTax: 18502 },
    quantity: 1,
    discountAmount: 0,
    taxBasisPoints: 1350,
    upgradeSuggestions: [],
    cancellation: { policy: 'notOnline', until: null },
    ratePlan: null,
    ...overrides,
  }
}
const response = (items: LineTotal[], overrides: Partial<TotalsResponse> = {}): TotalsResponse => ({
  items,
  unavailable: [],
  upsellSuggestions: [],
  totals: {
    discount: 0,
    taxAmount: 0,
    totalWithTax: 0,
    totalWithoutTax: 0,
    cartAmounts: items.length,
    discountCode: null,
    vat: [],
    giftCardTotal: 0,
    amountToPay: 0,
  },
  promotion: null,
  giftCards: [],
  ...overrides,
})

describe('adding to the cart', () => {
  it('adds one line per unit of metadata.amount, each with amount 1 and its own key', () => {
    const result = addLine(emptyCart, stayLine(3), keys('k'))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.cart.lines.map((l) => l.dataKey)).toEqual(['k-0', 'k-1', 'k-2'])
    expect(result.cart.lines.every((l) => l.metadata.amount === 1)).toBe(true)
    expect(result.added).toHaveLength(3)
  })

  it('keeps what is already in the cart', () => {
    const first = addLine(emptyCart, slotLine(), keys('a'))
    if (!first.ok) throw new Error('refused')
    const second = addLine(first.cart, stayLine(), keys('b'))
    expect(second.ok && second.cart.lines.map((l) => l.dataKey)).toEqual(['a-0', 'b-0'])
  })

  it('refuses a gift card beside other items, and other items beside a gift card', () => {
    expect(addLine(cartOf(slotLine()), giftLine(), keys('g'))).toEqual({ ok: false, reason: 'giftCardMix' })
    expect(addLine(cartOf(giftLine()), slotLine(), keys('s'))).toEqual({ ok: false, reason: 'giftCardMix' })
    expect(addLine(cartOf(giftLine()), giftLine(), keys('g')).ok).toBe(true)
  })

  it('refuses a gift card while the cart has passes, which are bought in the same order', () => {
    expect(addLine(emptyCart, giftLine(), keys('g'), { items: 1 })).toEqual({ ok: false, reason: 'giftCardMix' })
    expect(addLine(emptyCart, giftLine(), keys('g'), { items: 0 }).ok).toBe(true)
    expect(addLine(emptyCart, slotLine(), keys('s'), { items: 3 }).ok).toBe(true)
  })

  it('refuses as full what would take the cart past the lines the server prices, passes counted', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ ...slotLine(), dataKey: `s${i}` }))
    expect(maxCartLines).toBe(30)
    expect(addLine(cartOf(...lines(29)), slotLine(), keys('a')).ok).toBe(true)
    expect(addLine(cartOf(...lines(30)), slotLine(), keys('a'))).toEqual({ ok: false, reason: 'full' })
    expect(addLine(cartOf(...lines(27)), slotLine(), keys('a'), { items: 3 })).toEqual({ ok: false, reason: 'full' })
    // Every unit becomes a line: three more do not fit beside 28, and nothing of them is added.
    expect(addLine(cartOf(...lines(28)), stayLine(3), keys('a'))).toEqual({ ok: false, reason: 'full' })
  })
})

describe('changing lines', () => {
  it('removes a line by its key', () => {
    expect(removeLine(cartOf(stayLine(), slotLine()), 'stay').lines.map((l) => l.dataKey)).toEqual(['slot'])
  })

  it('makes a stay valid only when every guest has both names', () => {
    const cart = cartOf(stayLine())
    expect(cart.lines[0].valid).toBe(false)
    const partly = setPersonNames(cart, 'stay', [adultNames[0], adultNames[1], { firstName: 'Iida', lastName: ' ' }])
    expect(partly.lines[0].valid).toBe(false)
    const named = setPersonNames(cart, 'stay', adultNames)
    expect(named.lines[0].valid).toBe(true)
    expect(named.lines[0].metadata.guests?.map((g) => `${g.type}:${g.firstName}`)).toEqual(['adult:Aino', 'adult:Eino', 'child_older:Iida'])
  })

  it('is ready for checkout only with valid, available lines', () => {
    expect(isCartReady([])).toBe(false)
    expect(isCartReady([slotLine()])).toBe(true)
    expect(isCartReady([slotLine(), stayLine()])).toBe(false)
    expect(isCartReady([{ ...slotLine(), unavailable: true }])).toBe(false)
  })
})

describe('discount code', () => {
  const now = Date.UTC(2026, 5, 1, 12)

  it('is trimmed, sent with the totals request, and removed when blank', () => {
    const cart = setDiscountCode(cartOf(slotLine()), '  SUMMER26 ', now)
    expect(cart.discountCode).toBe('SUMMER26')
    expect(totalsRequest(cart).promotionCode).toBe('SUMMER26')
    expect(setDiscountCode(cart, '   ', now)).toMatchObject({ discountCode: null, discountSetAt: null })
    expect('promotionCode' in totalsRequest(setDiscountCode(cart, null, now))).toBe(false)
  })

  it('lapses one day after it was set (docs/limits.md)', () => {
    const cart = setDiscountCode(emptyCart, 'SUMMER26', now)
    expect(expireDiscount(cart, now + discountLifetimeMs - 1).discountCode).toBe('SUMMER26')
    expect(expireDiscount(cart, now + discountLifetimeMs).discountCode).toBeNull()
  })
})

describe('restoring a cart kept during payment', () => {
  it('brings every kept line and the code back into an emptied cart', () => {
    const kept = setDiscountCode(cartOf(stayLine(), slotLine()), 'SUMMER26', 5)
    expect(restoreCart(emptyCart, kept)).toEqual(kept)
  })

  it('keeps lines added since, skips duplicates and respects the gift card rule', () => {
    const kept = cartOf(stayLine(), slotLine())
    expect(restoreCart(cartOf(slotLine()), kept).lines.map((l) => l.dataKey)).toEqual(['slot', 'stay'])
    expect(restoreCart(cartOf(giftLine()), kept).lines.map((l) => l.dataKey)).toEqual(['gift'])
  })

  it('brings back no gift card beside passes and no more lines than the cart takes', () => {
    expect(restoreCart(emptyCart, cartOf(giftLine()), { items: 1 }).lines).toEqual([])
    const many = cartOf(...Array.from({ length: 20 }, (_, i) => ({ ...slotLine(), dataKey: `k${i}` })))
    const current = cartOf(...Array.from({ length: 12 }, (_, i) => ({ ...slotLine(), dataKey: `c${i}` })))
    expect(restoreCart(current, many, { items: 2 }).lines).toHaveLength(maxCartLines - 2)
  })
})

describe('gift card codes (docs/gift-cards.md#redeeming)', () => {
  it('keeps codes in their stored form, in the order entered, duplicates too, and at most five', () => {
    let cart = addGiftCardCode(emptyCart, ' demo lahj-akor tti1 ')
    cart = addGiftCardCode(cart, 'DEMO-LAHJ-AKOR-TTI1')
    cart = addGiftCardCode(cart, '   ')
    expect(cart.giftCardCodes).toEqual(['DEMO-LAHJ-AKOR-TTI1', 'DEMO-LAHJ-AKOR-TTI1'])
    for (const code of ['A', 'B', 'C', 'D']) cart = addGiftCardCode(cart, code)
    expect(cart.giftCardCodes).toEqual(['DEMO-LAHJ-AKOR-TTI1', 'DEMO-LAHJ-AKOR-TTI1', 'A', 'B', 'C'])
    expect(removeGiftCardCode(cart, 1).giftCardCodes).toEqual(['DEMO-LAHJ-AKOR-TTI1', 'A', 'B', 'C'])
  })

  it('sends the codes with the totals, and none when there are none', () => {
    const cart = addGiftCardCode(cartOf(stayLine()), 'abcd-efgh')
    expect(totalsRequest(cart).giftCardCodes).toEqual(['ABCD-EFGH'])
    expect(totalsRequest(cartOf(stayLine()))).not.toHaveProperty('giftCardCodes')
  })

  it('come back with a cart kept during payment', () => {
    const kept = addGiftCardCode(cartOf(stayLine()), 'ABCD')
    expect(restoreCart(emptyCart, kept).giftCardCodes).toEqual(['ABCD'])
    expect(restoreCart(addGiftCardCode(emptyCart, 'EFGH'), kept).giftCardCodes).toEqual(['EFGH'])
  })
})

describe('totals request', () => {
  it('sends what was chosen, never a price', () => {
    const request = totalsRequest(cartOf(stayLine()))
    expect(request.items).toEqual([{ id: 'stay', productCode: 'ROOM', bundledProductCodes: ['BREAKFAST'], metadata: stayLine().metadata }])
    expect(JSON.stringify(request)).not.toContain('20000')
  })
})

describe('applying the totals answer', () => {
  it('refreshes price, discount, title and image from the answer', () => {
    const [line] = applyTotals([stayLine()], response([lineTotal('stay', { discountAmount: 2100 })])).lines
    expect(line).toMatchObject({ price: 21000, priceWithoutTax: 18502, discountAmount: 2100, title: 'Lakeside room', image: { src: '/room.jpg' } })
  })

  it('keeps the entered value of an open-value gift card', () => {
    const [line] = applyTotals([giftLine(4200)], response([lineTotal('gift', { price: { withTax: 5000, withoutTax: 5000 }, taxBasisPoints: 0 })])).lines
    expect(line.price).toBe(4200)
    expect(line.priceWithoutTax).toBe(4200)
  })

  it('marks a line missing from the answer unavailable and clears the mark when it returns', () => {
    const missing = applyTotals([stayLine(), slotLine()], response([lineTotal('slot')], { unavailable: [{ id: 'stay', reason: 'unavailable' }] }))
    expect(missing.lines.map((l) => l.unavailable)).toEqual([true, false])
    expect(missing.lines[0].price).toBe(20000)
    const back = applyTotals(missing.lines, response([lineTotal('stay'), lineTotal('slot')]))
    expect(back.lines.map((l) => l.unavailable)).toEqual([false, false])
  })

  it('keys upgrade suggestions by line and passes upsells, totals and the promotion on', () => {
    const suggestion: UpgradeSuggestion = {
      productCode: 'SUITE',
      title: 'Suite',
      image: null,
      pagePath: '/suite',
      priceDifference: 8000,
      total: 29000,
    }
    const upsell = {
      productCode: 'SPA',
      discountPercentage: 15,
      pagePath: '/spa',
      image: null,
      title: 'Spa',
      sourceProductCode: 'ROOM',
      shortDescription: 'Relax',
    }
    const answer = response([lineTotal('stay', { upgradeSuggestions: [suggestion] }), lineTotal('slot')], {
      upsellSuggestions: [upsell],
      promotion: { code: 'SUMMER26', status: 'usedUp' },
    })
    const priced = applyTotals([stayLine(), slotLine()], answer)
    expect(priced.upgrades).toEqual({ stay: [suggestion] })
    expect(priced.upsells).toEqual([upsell])
    expect(priced.promotion).toEqual({ code: 'SUMMER26', status: 'usedUp' })
    expect(priced.totals.cartAmounts).toBe(2)
  })

  it('carries the cancellation policy of each line and the results of the gift cards', () => {
    const cancellation = { policy: 'free' as const, until: '2026-12-06T22:00:00.000Z' }
    const giftCards = [{ code: 'ABCD', status: 'applied' as const, amount: 5000, balanceAfter: 0, expiresAt: '2027-01-01' }]
    const priced = applyTotals([stayLine()], { ...response([lineTotal('stay', { cancellation })]), giftCards })
    expect(priced.lines[0].cancellation).toEqual(cancellation)
    expect(priced.giftCards).toEqual(giftCards)
  })
})

describe('upgrading a line', () => {
  it('replaces the product and price but keeps dates, persons, guest names and metadata', () => {
    const named = setPersonNames(cartOf(stayLine()), 'stay', adultNames)
    const suggestion: UpgradeSuggestion = {
      productCode: 'SUITE',
      title: 'Suite',
      image: { src: '/suite.jpg', alt: 'Suite' },
      pagePath: null,
      priceDifference: 8000,
      total: 28000,
    }
    const [before] = named.lines
    const [after] = upgradeLine(named, 'stay', suggestion).lines
    expect(after).toMatchObject({
      dataKey: 'stay',
      productCode: 'SUITE',
      title: 'Suite',
      image: { src: '/suite.jpg' },
      price: 28000,
      bundledProductCodes: [],
    })
    expect(after.priceWithoutTax).toBe(Math.round((before.priceWithoutTax * 28000) / 20000))
    expect([after.from, after.to, after.persons, after.personNames, after.metadata, after.valid]).toEqual([
      before.from,
      before.to,
      before.persons,
      before.personNames,
      before.metadata,
      true,
    ])
  })
})
