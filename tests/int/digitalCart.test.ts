import { afterAll, describe, expect, it } from 'vitest'
import type { ValidateResponse } from '@/domain/checkout/digitalCartApi'
import { addDays, helsinkiDay } from '@/domain/helsinki'
import { priceWithoutTax } from '@/domain/money'
import type { CategoryItemsResponse } from '@/domain/shopApi'
import { seedPasses } from '@/seed/catalogue/passes'
import { createSqlPort } from '@/server/db/sqlPort'
import { submit, type Submitted } from './checkoutFlow'
import { databaseUrl, postJson } from './helpers'

const validate = (body: unknown, locale = 'fi-FI') => postJson('/proxy/digital-order/v1/cart/validate', body, { 'x-locale': locale })
const valid = async (body: unknown, locale = 'fi-FI') => {
  const response = await validate(body, locale)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as ValidateResponse
}

const seeded = (code: string) => {
  const pass = seedPasses.find((p) => p.code === code)
  if (!pass) throw new Error(`no seeded pass ${code}`)
  return pass
}
const sports = 1350
const services = 2550

const db = createSqlPort(databaseUrl)
afterAll(() => db.close())

describe('POST /proxy/digital-order/v1/cart/validate', () => {
  it('prices passes from the catalogue, says what series cards and the day pass include, and totals them with VAT per rate', async () => {
    const card = seeded('KIIPEILY-SARJA5')
    const dayPass = seeded('UINTI-KUNTOSALI-PAIVA')
    const skis = seeded('LASKETTELUVUOKRA-PAIVA')
    const body = await valid({ items: [{ code: card.code, quantity: 2, showUpsell: true }, { code: dayPass.code }, { code: skis.code, quantity: 1 }] })
    expect(body.items.map((i) => [i.product.code, i.quantity])).toEqual([
      [card.code, 2],
      [dayPass.code, 1],
      [skis.code, 1],
    ])
    const [cardItem, dayItem, skiItem] = body.items
    expect(cardItem!.product).toMatchObject({
      name: card.marketingName.fi,
      price: card.price,
      attributes: { price: card.price, tax_class: 'sports' },
      includes: { amount: 5, globalName: seeded('KIIPEILY-KERTA').name.fi, sku: ['KIIPEILY-KERTA'] },
    })
    expect(cardItem!.bundleMembers).toEqual([{ amount: 5, product: { code: 'KIIPEILY-KERTA', globalName: seeded('KIIPEILY-KERTA').name.fi } }])
    expect(dayItem!.product.includes.amount).toBe(2)
    expect(dayItem!.product.includes.sku.sort()).toEqual(['KUNTOSALI-KERTA', 'UINTI-AIKUINEN'])
    expect(skiItem!.product.attributes.tax_class).toBe('services')
    expect(cardItem!.product.image?.src).toMatch(/^\/api\/media\//)
    expect(cardItem!.product.pagePath).toMatch(/^\/aktiviteettikauppa\//)

    const sportsGross = card.price * 2 + dayPass.price
    const expectedNet = priceWithoutTax(sportsGross, sports) + priceWithoutTax(skis.price, services)
    expect(body.totals).toEqual({
      totalWithTax: sportsGross + skis.price,
      totalWithoutTax: expectedNet,
      taxAmount: sportsGross + skis.price - expectedNet,
      discount: 0,
      cartAmounts: 4,
      discountCode: null,
    })
  })

  it('answers in the language asked for', async () => {
    const ticket = seeded('KUNTOSALI-KERTA')
    const [en, sv] = await Promise.all([valid({ items: [{ code: ticket.code }] }, 'en-US'), valid({ items: [{ code: ticket.code }] }, 'sv-SE')])
    expect(en.items[0]!.product.name).toBe(ticket.marketingName.en)
    expect(sv.items[0]!.product.name).toBe(ticket.marketingName.sv)
  })

  it('defaults a missing quantity to 1 and accepts a customer e-mail without needing it', async () => {
    const body = await valid({ items: [{ code: 'KUNTOSALI-KERTA' }], customerEmail: 'aino.virtanen@example.com' })
    expect(body.items[0]!.quantity).toBe(1)
    expect(body.totals.cartAmounts).toBe(1)
  })

  it('suggests the series card for a single ticket, with how many tickets it includes and its discount', async () => {
    const ticket = seeded('KIIPEILY-KERTA')
    const body = await valid({ items: [{ code: ticket.code, quantity: 3, showUpsell: true }] })
    const upsells = body.items[0]!.upsellProducts
    expect(upsells.map((u) => [u.product.code, u.quantity, u.discountPercentage])).toEqual([['KIIPEILY-SARJA5', 5, ticket.upsells![0]!.discountPercentage]])
    expect(upsells[0]!.bundleMembers).toEqual([{ amount: 5, product: { code: ticket.code, globalName: ticket.name.fi } }])
    const off = await valid({ items: [{ code: ticket.code, showUpsell: false }] })
    expect(off.items[0]!.upsellProducts).toEqual([])
  })

  it('takes the upsell discount off a series card bought with its single ticket', async () => {
    const ticket = seeded('KIIPEILY-KERTA')
    const card = seeded('KIIPEILY-SARJA5')
    const percent = ticket.upsells![0]!.discountPercentage
    const body = await valid({ items: [{ code: ticket.code }, { code: card.code }] })
    const discount = Math.round((card.price * percent) / 100)
    expect(body.items.map((i) => i.discountAmount)).toEqual([0, discount])
    expect(body.totals).toMatchObject({ totalWithTax: ticket.price + card.price - discount, discount })
    // The card is in the cart now, so it is no longer suggested.
    expect(body.items[0]!.upsellProducts).toEqual([])
  })

  it('applies a valid discount code and reports an unknown one without a discount', async () => {
    const skis = seeded('LASKETTELUVUOKRA-PAIVA')
    const coded = await valid({ items: [{ code: skis.code, quantity: 2 }], discountCode: 'talvi15' })
    const discount = Math.round((skis.price * 2 * 15) / 100)
    expect(coded.totals).toMatchObject({ totalWithTax: skis.price * 2 - discount, discount, discountCode: 'TALVI15' })
    expect(coded.promotion).toEqual({ code: 'TALVI15', status: 'applied' })
    const unknown = await valid({ items: [{ code: skis.code }], discountCode: 'EI-OLE' })
    expect(unknown.totals).toMatchObject({ totalWithTax: skis.price, discount: 0, discountCode: null })
    expect(unknown.promotion).toEqual({ code: 'EI-OLE', status: 'unknown' })
  })

  it('answers an empty cart with zero totals', async () => {
    const body = await valid({ items: [] })
    expect(body).toEqual({
      items: [],
      totals: { totalWithTax: 0, totalWithoutTax: 0, taxAmount: 0, discount: 0, cartAmounts: 0, discountCode: null },
      promotion: null,
    })
  })

  it('refuses with 409 a cart holding an unknown code or a product that is not a pass, so the client clears it', async () => {
    for (const code of ['NO-SUCH-PASS', 'MELONTARETKI', 'UINTI-AIKUINEN']) {
      const { status, body } = await validate({ items: [{ code: 'KUNTOSALI-KERTA' }, { code }] })
      expect(status, code).toBe(409)
      expect(body).toMatchObject({ status: 409, message: expect.stringContaining(code), errors: [{ field: 'items.1.code' }] })
    }
  })

  it('answers malformed input with a 400 JSON error naming the field, never a 500', async () => {
    const cases: [unknown, string][] = [
      ['{not json', '(request)'],
      [{}, 'items'],
      [{ items: [{ quantity: 1 }] }, 'items.0.code'],
      [{ items: [{ code: 'KUNTOSALI-KERTA', quantity: 0 }] }, 'items.0.quantity'],
      [{ items: [{ code: 'KUNTOSALI-KERTA', quantity: 2.5 }] }, 'items.0.quantity'],
      [{ items: [{ code: 'KUNTOSALI-KERTA', quantity: 21 }] }, 'items.0.quantity'],
      [{ items: [{ code: 'KUNTOSALI-KERTA' }], customerEmail: 'not an e-mail' }, 'customerEmail'],
    ]
    for (const [body, field] of cases) {
      const response = await validate(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body).toMatchObject({ status: 400, message: expect.any(String), errors: expect.arrayContaining([expect.objectContaining({ field })]) })
    }
  })
})

describe('passes in the shop and the one checkout', () => {
  it('lists the passes in the activities shop without availability, even for a dated search', async () => {
    const day = addDays(helsinkiDay(new Date()), 3)
    const { body } = await postJson(
      '/proxy/vm-view/v1/category/items?locale=fi-FI',
      { categoryCode: 'AKTIVITEETTIKAUPPA', filter: { dates: { from: day } } },
      { 'x-locale': 'fi-FI' },
    )
    const passes = (body as CategoryItemsResponse).items.filter((i) => i.kind === 'pass')
    expect(passes.map((p) => p.code).sort()).toEqual(seedPasses.map((p) => p.code).sort())
    for (const p of passes) {
      expect(p).toMatchObject({ classification: 'Activity', availability: null, unitPrice: seeded(p.code).price, erpStartingPrice: seeded(p.code).price })
      expect(p.pagePath).toMatch(/^\/aktiviteettikauppa\//)
    }
    const availability = await postJson(
      '/proxy/vm-view/v2/product/availability',
      { productCode: 'KUNTOSALI-KERTA', productCodesInCart: [] },
      { 'x-locale': 'fi-FI' },
    )
    expect(availability.body).toMatchObject({ kind: 'pass', skipped: true, items: [] })
  })

  it('prices pass lines in the main totals call exactly as the validate call does', async () => {
    const items = [
      { code: 'KIIPEILY-KERTA', quantity: 2 },
      { code: 'LASKETTELUVUOKRA-PAIVA', quantity: 1 },
    ]
    const digital = await valid({ items })
    const { status, body } = await postJson(
      '/proxy/vm-view/v2/product/totals',
      { items: items.map((i) => ({ id: i.code, productCode: i.code, metadata: { amount: i.quantity } })) },
      { 'x-locale': 'fi-FI' },
    )
    expect(status).toBe(200)
    const answer = body as { totals: ValidateResponse['totals']; unavailable: unknown[] }
    expect(answer.unavailable).toEqual([])
    const { totalWithTax, totalWithoutTax, taxAmount, discount, cartAmounts } = answer.totals
    expect({ totalWithTax, totalWithoutTax, taxAmount, discount, cartAmounts, discountCode: null }).toEqual(digital.totals)
  })

  it('submits passes as order lines of code and amount, priced by the server', async () => {
    const card = seeded('KUNTOSALI-SARJA10')
    const result = await submit([{ productCode: card.code, metadata: { amount: 2 } }])
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    const { orderNumber, paymentTerminalUrl } = result.body as Submitted
    expect(paymentTerminalUrl).toMatch(/^https?:\/\//)
    const [order] = await db.query<{ id: number; total_with_tax: unknown }>('SELECT id, total_with_tax FROM orders WHERE order_number = ?', [orderNumber])
    expect(Number(order!.total_with_tax)).toBe(card.price * 2)
    const lines = await db.query<{ product_code: string; quantity: unknown; unit_price: unknown }>(
      'SELECT product_code, quantity, unit_price FROM order_lines WHERE _parent_id = ?',
      [order!.id],
    )
    expect(lines.map((l) => [l.product_code, Number(l.quantity), Number(l.unit_price)])).toEqual([[card.code, 2, card.price]])
  })
})
