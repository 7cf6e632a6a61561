import { describe, expect, it } from 'vitest'
import type { ProductView } from '../catalogue'
import {
  addItem,
  applyValidation,
  emptyDigitalCart,
  itemFromDigitalProduct,
  itemFromProduct,
  orderLinesOf,
  parseStoredCart,
  passRefusal,
  removeItem,
  resetCart,
  setAmount,
  upsellsShown,
  validateRequestOf,
  zeroTotals,
  type DigitalCartItem,
} from './digitalCart'
import { maxAmount } from './passAmount'
import type { DigitalProduct, UpsellProduct, ValidateResponse } from './digitalCartApi'

const single = (code = 'CLIMB-1', price = 1200): Omit<DigitalCartItem, 'amount'> => ({
  code,
  name: `Single ${code}`,
  image: null,
  price,
  includes: { amount: 1, globalName: `Single ${code}`, sku: [code] },
  attributes: { price, tax_class: 'sports' },
  showUpsell: true,
  upsells: [],
})

const product = (code: string, includes: DigitalProduct['includes'], price = 5000): DigitalProduct => ({
  code,
  name: `Name ${code}`,
  image: null,
  price,
  includes,
  attributes: { price, tax_class: 'sports' },
  showUpsell: false,
  pagePath: `/aktiviteettikauppa/${code.toLowerCase()}`,
  shortDescription: '',
})

/** A bundle of `quantity` × `memberCode` suggested for the single ticket. */
const seriesCard = (memberCode: string, quantity: number, code = 'CLIMB-5'): UpsellProduct => ({
  product: product(code, { amount: quantity, globalName: 'Climbing', sku: [memberCode] }),
  quantity,
  bundleMembers: [{ amount: quantity, product: { code: memberCode, globalName: 'Climbing' } }],
  discountPercentage: 10,
})

describe('digital cart: adding', () => {
  it('puts the first product into an empty cart with amount 1 and asks for the first-in-cart popup', () => {
    const { cart, result } = addItem(emptyDigitalCart, single())
    expect(result).toBe('firstInCart')
    expect(cart.items.map((i) => [i.code, i.amount])).toEqual([['CLIMB-1', 1]])
  })

  it('skips the popup when adding silently', () => {
    expect(addItem(emptyDigitalCart, single(), { silent: true }).result).toBe('added')
  })

  it('raises the amount of a product already present by 1 and reports it as added', () => {
    const first = addItem(emptyDigitalCart, single()).cart
    const { cart, result } = addItem(first, single())
    expect(result).toBe('added')
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]!.amount).toBe(2)
  })

  it('adds a second product as its own item without the popup', () => {
    const first = addItem(emptyDigitalCart, single('CLIMB-1')).cart
    const { cart, result } = addItem(first, single('GYM-1'))
    expect(result).toBe('added')
    expect(cart.items.map((i) => i.code)).toEqual(['CLIMB-1', 'GYM-1'])
  })

  it('adds several units at once when the widget says so, never past the order limit', () => {
    const three = addItem(emptyDigitalCart, { ...single(), amount: 3 }).cart
    expect(three.items[0]!.amount).toBe(3)
    expect(addItem(three, { ...single(), amount: maxAmount }).cart.items[0]!.amount).toBe(maxAmount)
  })

  it('treats a missing or unusable quantity as 1', () => {
    expect(addItem(emptyDigitalCart, { ...single(), amount: undefined }).cart.items[0]!.amount).toBe(1)
    expect(addItem(emptyDigitalCart, { ...single(), amount: Number.NaN }).cart.items[0]!.amount).toBe(1)
  })
})

describe('digital cart: changing', () => {
  const cart = {
    items: [
      { ...single('CLIMB-1'), amount: 2 },
      { ...single('GYM-1'), amount: 1 },
    ],
  }

  it('sets an amount within 1..maxAmount', () => {
    expect(setAmount(cart, 'CLIMB-1', 5).items.map((i) => i.amount)).toEqual([5, 1])
    expect(setAmount(cart, 'CLIMB-1', 0).items[0]!.amount).toBe(1)
    expect(setAmount(cart, 'CLIMB-1', 99).items[0]!.amount).toBe(maxAmount)
  })

  it('deletes one product and resets to an empty cart', () => {
    expect(removeItem(cart, 'CLIMB-1').items.map((i) => i.code)).toEqual(['GYM-1'])
    expect(resetCart().items).toEqual([])
  })

  it('becomes order lines of code and amount for checkout', () => {
    expect(orderLinesOf(cart)).toEqual([
      { productCode: 'CLIMB-1', metadata: { amount: 2 } },
      { productCode: 'GYM-1', metadata: { amount: 1 } },
    ])
  })

  it('has zero totals when empty', () => {
    expect(zeroTotals).toEqual({ totalWithTax: 0, totalWithoutTax: 0, taxAmount: 0, discount: 0, cartAmounts: 0, discountCode: null })
  })

  it('asks the server about codes and quantities only', () => {
    expect(validateRequestOf(cart)).toEqual({
      items: [
        { quantity: 2, code: 'CLIMB-1', showUpsell: true },
        { quantity: 1, code: 'GYM-1', showUpsell: true },
      ],
    })
  })

  it('sends the customer e-mail with the validation when there is a valid one (docs/roles.md#customer)', () => {
    expect(validateRequestOf(cart, ' aino@example.fi ').customerEmail).toBe('aino@example.fi')
    expect(validateRequestOf(cart, 'aino@')).not.toHaveProperty('customerEmail')
    expect(validateRequestOf(cart, '')).not.toHaveProperty('customerEmail')
  })
})

describe('digital cart: what the one cart can take', () => {
  const withPasses = (n: number) => ({ items: Array.from({ length: n }, (_, i) => ({ ...single(`P-${i}`), amount: 1 })) })
  const noMain = { lines: 0, giftCard: false }

  it('refuses a pass while the main part holds a gift card (docs/behaviour.md#cart: a gift card is bought alone)', () => {
    expect(passRefusal(emptyDigitalCart, 'CLIMB-1', { lines: 1, giftCard: true })).toBe('giftCardMix')
    expect(passRefusal(emptyDigitalCart, 'CLIMB-1', { lines: 1, giftCard: false })).toBeNull()
  })

  it('refuses a new pass as full when lines and passes would pass the order limit, but not more of one already in', () => {
    expect(passRefusal(withPasses(0), 'NEW', noMain)).toBeNull()
    expect(passRefusal(withPasses(4), 'NEW', { lines: 26, giftCard: false })).toBe('full')
    expect(passRefusal(withPasses(4), 'NEW', { lines: 25, giftCard: false })).toBeNull()
    expect(passRefusal(withPasses(4), 'P-0', { lines: 26, giftCard: false })).toBeNull()
  })
})

describe('digital cart: upsell rule (docs/behaviour.md#the-pass-cart)', () => {
  const climb = (amount: number) => ({ amount, includes: { amount: 1, globalName: 'Climbing', sku: ['CLIMB-1'] } })

  it('shows the upsells of a product with one included item', () => {
    const card = seriesCard('CLIMB-1', 5)
    expect(upsellsShown(climb(1), [card])).toEqual([card])
  })

  it('keeps the single same-item upsell while the quantity exceeds its quantity by at most 1', () => {
    const card = seriesCard('CLIMB-1', 5)
    expect(upsellsShown(climb(5), [card])).toEqual([card])
    expect(upsellsShown(climb(6), [card])).toEqual([card])
  })

  it('clears the upsells when the single same-item bundle is exceeded by more than 1', () => {
    expect(upsellsShown(climb(7), [seriesCard('CLIMB-1', 5)])).toEqual([])
  })

  it('keeps a single upsell that does not contain the same item, whatever the quantity', () => {
    const other = seriesCard('GYM-1', 2, 'GYM-2')
    expect(upsellsShown(climb(9), [other])).toEqual([other])
  })

  it('keeps several upsells even when one of them is the same-item bundle', () => {
    const both = [seriesCard('CLIMB-1', 5), seriesCard('GYM-1', 10, 'GYM-10')]
    expect(upsellsShown(climb(9), both)).toEqual(both)
  })

  it('shows no upsells for a product that includes more than one item', () => {
    const bundle = { amount: 1, includes: { amount: 5, globalName: 'Climbing', sku: ['CLIMB-1'] } }
    expect(upsellsShown(bundle, [seriesCard('CLIMB-1', 10, 'CLIMB-10')])).toEqual([])
  })
})

describe('digital cart: server answers and storage', () => {
  it('takes names, prices and includes from the validation answer and applies the upsell rule', () => {
    const climbing = product('CLIMB-1', { amount: 1, globalName: 'Climbing', sku: ['CLIMB-1'] }, 1200)
    const answer: ValidateResponse = {
      items: [
        { product: { ...climbing, showUpsell: true }, upsellProducts: [seriesCard('CLIMB-1', 5)], quantity: 2, bundleMembers: [], discountAmount: 120 },
        {
          product: { ...climbing, code: 'CLIMB-X', includes: { amount: 1, globalName: 'X', sku: ['CLIMB-X'] } },
          upsellProducts: [seriesCard('CLIMB-X', 5)],
          quantity: 9,
          bundleMembers: [],
          discountAmount: 0,
        },
      ],
      totals: { ...zeroTotals, totalWithTax: 2400, cartAmounts: 2 },
      promotion: null,
    }
    const cart = applyValidation(answer)
    expect(cart.items[0]).toMatchObject({
      code: 'CLIMB-1',
      name: 'Name CLIMB-1',
      amount: 2,
      price: 1200,
      attributes: { price: 1200, tax_class: 'sports' },
      discountAmount: 120,
    })
    expect(cart.items[0]!.upsells.map((u) => u.product.code)).toEqual(['CLIMB-5'])
    expect(cart.items[1]!.upsells).toEqual([])
  })

  it('reads a stored cart back, defaulting a missing amount to 1 and dropping what is not an item', () => {
    const stored = {
      items: [{ code: 'CLIMB-1', name: 'Climbing', price: 1200 }, { code: 'GYM-1', amount: 3 }, { name: 'no code' }, 'junk', { code: 'CLIMB-1', amount: 9 }],
    }
    const cart = parseStoredCart(stored)
    expect(cart.items.map((i) => [i.code, i.amount])).toEqual([
      ['CLIMB-1', 1],
      ['GYM-1', 3],
    ])
    expect(parseStoredCart('nonsense').items).toEqual([])
    expect(parseStoredCart(null).items).toEqual([])
  })

  it('turns a suggested product into an item that adds with amount 1', () => {
    const card = seriesCard('CLIMB-1', 5).product
    const { cart, result } = addItem({ items: [{ ...single(), amount: 1 }] }, itemFromDigitalProduct(card))
    expect(result).toBe('added')
    expect(cart.items[1]).toMatchObject({ code: 'CLIMB-5', amount: 1, price: 5000, includes: { amount: 5, sku: ['CLIMB-1'] }, pagePath: card.pagePath })
  })

  it('builds a provisional item from a pass product, counting what a bundle includes', () => {
    const view = {
      code: 'CLIMB-5',
      name: 'Climbing 5',
      marketingName: 'Climbing five-visit card',
      mainImage: null,
      unitPrice: 5000,
      erpStartingPrice: 5000,
      taxClass: 'sports',
      showUpsell: false,
      pagePath: '/x',
      bundleMembers: [{ amount: 5, productCode: 'CLIMB-1' }],
    } as unknown as ProductView
    expect(itemFromProduct(view, 2)).toMatchObject({
      code: 'CLIMB-5',
      name: 'Climbing five-visit card',
      amount: 2,
      price: 5000,
      includes: { amount: 5, sku: ['CLIMB-1'] },
    })
  })
})
