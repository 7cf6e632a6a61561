import { describe, expect, it } from 'vitest'
import type { Inventory, ProductView } from '@/domain/catalogue'
import type { Catalogue } from '@/server/catalogue/loadCatalogue'
import type { ShopDeps } from '@/server/catalogue/shopDeps'
import type { SqlPort } from '@/server/db/sqlPort'
import { validateCart } from './validateCart'

const view = (code: string, overrides: Partial<ProductView> = {}): ProductView => ({
  code,
  kind: 'pass',
  classification: 'Activity',
  schema: '',
  name: `Name ${code}`,
  marketingName: `Marketing ${code}`,
  shortDescription: `Short ${code}`,
  description: '',
  mainImage: null,
  images: [],
  erpStartingPrice: null,
  unitPrice: null,
  taxClass: 'sports',
  taxBasisPoints: 1350,
  currency: 'EUR',
  pagePath: `/aktiviteettikauppa/${code.toLowerCase()}`,
  assortmentCode: null,
  categories: ['AKTIVITEETTIKAUPPA'],
  filters: {},
  capacity: null,
  details: {},
  bundleMembers: [],
  showUpsell: false,
  ...overrides,
})

const products: [ProductView, Inventory][] = [
  [view('CLIMB-1', { showUpsell: true }), { kind: 'pass', price: 1200 }],
  [view('CLIMB-5', { bundleMembers: [{ amount: 5, productCode: 'CLIMB-1' }] }), { kind: 'pass', price: 5000 }],
  [view('GYM-1', { showUpsell: true }), { kind: 'pass', price: 900 }],
  [
    view('SWIM-GYM', {
      bundleMembers: [
        { amount: 1, productCode: 'GYM-1' },
        { amount: 1, productCode: 'SWIM-1' },
      ],
    }),
    { kind: 'pass', price: 1600 },
  ],
  [view('SWIM-1', { kind: 'ticket' }), { kind: 'ticket', ageGroup: 'adult', pool: 'P', dailyCapacity: 10, openingHours: [], price: 950, closed: [] }],
  [view('SKI-DAY', { taxClass: 'services', taxBasisPoints: 2550 }), { kind: 'pass', price: 3900 }],
]

const catalogue: Catalogue = {
  locale: 'fi',
  products: new Map(products.map(([p]) => [p.code, p])),
  inventories: new Map(products.map(([p, inv]) => [p.code, inv])),
  categories: new Map(),
  taxClasses: new Map(),
  upsells: new Map([
    ['CLIMB-1', [{ productCode: 'CLIMB-5', discountPercentage: 10 }]],
    [
      'GYM-1',
      [
        { productCode: 'SWIM-GYM', discountPercentage: 0 },
        { productCode: 'SWIM-1', discountPercentage: 0 },
      ],
    ],
  ]),
}

/** A database that knows one discount code, 10 % off everything. */
const db = {
  dialect: 'sqlite',
  async query(text: string, params: unknown[] = []) {
    if (text.includes('FROM discount_codes WHERE') && params[0] === 'PASSI10') {
      return [{ id: 1, code: 'PASSI10', active: 1, kind: 'percent', value: 10, valid_from: null, valid_to: null, max_uses: null, used_count: 0 }]
    }
    return []
  },
} as unknown as SqlPort

const deps: ShopDeps = { db, catalogue, now: new Date('2026-06-01T09:00:00Z'), host: 'localhost', clientKey: '198.51.100.7' }
const items = (...list: { code: string; quantity?: number; showUpsell?: boolean }[]) => list.map((i) => ({ quantity: 1, ...i }))

describe('validateCart', () => {
  it('prices passes from the catalogue and names what a series card and a combined pass include', async () => {
    const result = await validateCart(deps, { items: items({ code: 'CLIMB-5', quantity: 2 }, { code: 'SWIM-GYM' }) })
    if (!result.ok) throw new Error(result.message)
    const [card, dayPass] = result.value.items
    expect(card).toMatchObject({
      quantity: 2,
      product: {
        code: 'CLIMB-5',
        name: 'Marketing CLIMB-5',
        price: 5000,
        attributes: { price: 5000, tax_class: 'sports' },
        includes: { amount: 5, globalName: 'Name CLIMB-1', sku: ['CLIMB-1'] },
      },
      bundleMembers: [{ amount: 5, product: { code: 'CLIMB-1', globalName: 'Name CLIMB-1' } }],
    })
    expect(dayPass!.product.includes).toEqual({ amount: 2, globalName: 'Name GYM-1 + Name SWIM-1', sku: ['GYM-1', 'SWIM-1'] })
    expect(result.value.totals).toMatchObject({ totalWithTax: 11600, discount: 0, cartAmounts: 3, discountCode: null })
    expect(result.value.totals.totalWithTax - result.value.totals.totalWithoutTax).toBe(result.value.totals.taxAmount)
  })

  it('suggests the passes linked to a single ticket, with how many of the ticket each includes', async () => {
    const result = await validateCart(deps, { items: items({ code: 'CLIMB-1', quantity: 3, showUpsell: true }, { code: 'GYM-1' }) })
    if (!result.ok) throw new Error(result.message)
    const [climb, gym] = result.value.items
    expect(climb!.upsellProducts.map((u) => [u.product.code, u.quantity, u.discountPercentage])).toEqual([['CLIMB-5', 5, 10]])
    // A dated swimming ticket is not sold in this cart, so it is never suggested here.
    expect(gym!.upsellProducts.map((u) => [u.product.code, u.quantity])).toEqual([['SWIM-GYM', 1]])
  })

  it('suggests nothing when the visitor turned upsells off, or the suggestion is already in the cart', async () => {
    const off = await validateCart(deps, { items: items({ code: 'CLIMB-1', showUpsell: false }) })
    expect(off.ok && off.value.items[0]!.upsellProducts).toEqual([])
    const both = await validateCart(deps, { items: items({ code: 'CLIMB-1' }, { code: 'CLIMB-5' }) })
    expect(both.ok && both.value.items[0]!.upsellProducts).toEqual([])
  })

  it('takes the upsell discount off the suggested pass bought alongside, and a discount code off the rest', async () => {
    const both = await validateCart(deps, { items: items({ code: 'CLIMB-1' }, { code: 'CLIMB-5' }) })
    if (!both.ok) throw new Error(both.message)
    expect(both.value.items.map((i) => i.discountAmount)).toEqual([0, 500])
    expect(both.value.totals).toMatchObject({ totalWithTax: 5700, discount: 500 })
    const coded = await validateCart(deps, { items: items({ code: 'SKI-DAY', quantity: 2 }), discountCode: 'passi10' })
    if (!coded.ok) throw new Error(coded.message)
    expect(coded.value.totals).toMatchObject({ totalWithTax: 7020, discount: 780, discountCode: 'PASSI10' })
    expect(coded.value.promotion).toEqual({ code: 'PASSI10', status: 'applied' })
  })

  it('adds up the same code sent twice', async () => {
    const result = await validateCart(deps, { items: items({ code: 'GYM-1', quantity: 2 }, { code: 'GYM-1', quantity: 3 }) })
    expect(result.ok && result.value.items.map((i) => [i.product.code, i.quantity])).toEqual([['GYM-1', 5]])
  })

  it('refuses the cart with 409 for an unknown code or a product that is not a pass', async () => {
    expect(await validateCart(deps, { items: items({ code: 'GYM-1' }, { code: 'NOPE' }) })).toMatchObject({ ok: false, status: 409, field: 'items.1.code' })
    expect(await validateCart(deps, { items: items({ code: 'SWIM-1' }) })).toMatchObject({ ok: false, status: 409, field: 'items.0.code' })
  })

  it('answers an empty cart with zero totals', async () => {
    const result = await validateCart(deps, { items: [] })
    expect(result.ok && result.value).toEqual({
      items: [],
      totals: { totalWithTax: 0, totalWithoutTax: 0, taxAmount: 0, discount: 0, cartAmounts: 0, discountCode: null },
      promotion: null,
    })
  })
})
