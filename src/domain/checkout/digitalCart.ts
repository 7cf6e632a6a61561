/**
 * Rules of the second cart shape (docs/content-model.md#the-pass-cart, docs/behaviour.md#cart): undated passes kept in browser storage,
 * one item per product with an amount. Prices shown here are the server's last answer; the order
 * is priced again on submit.
 */
import { emailPattern } from './fieldLimits'
import { maxCartLines } from '../cart/cartState'
import { giftCardAlone } from '../cart/giftCards'
import type { Image, ProductView } from '../catalogue'
import { cartTypeOf } from '../catalogue'
import type { DigitalCartTotals, DigitalProduct, Includes, UpsellProduct, ValidateRequest, ValidateResponse } from './digitalCartApi'
import { amountOrDefault, clampAmount } from './passAmount'

export type DigitalCartItem = {
  code: string
  name: string
  image: Image | null
  amount: number
  /** One unit, with tax, cents. */
  price: number
  includes: Includes
  attributes: { price: number; tax_class: string }
  showUpsell: boolean
  upsells: UpsellProduct[]
  /** Filled by validation; the product page, for links in the cart. */
  pagePath?: string | null
  /** Filled by validation: upsell or discount-code discount for all units, cents. */
  discountAmount?: number
  /** Filled by validation: one unit's normal price when the customer pays a member price. */
  normalPrice?: number | null
}

export type DigitalCart = { items: DigitalCartItem[] }

export const emptyDigitalCart: DigitalCart = { items: [] }

/** docs/behaviour.md#the-pass-cart: an empty cart gives zero totals (and needs no server call). */
export const zeroTotals: DigitalCartTotals = { totalWithTax: 0, totalWithoutTax: 0, taxAmount: 0, discount: 0, cartAmounts: 0, discountCode: null }

export type AddResult = 'firstInCart' | 'added'

/**
 * docs/behaviour.md#the-pass-cart: a product already in the cart gets its amount raised (by 1 unless more are added at once)
 * and an "added" result; the first product into an empty cart gives `firstInCart` unless silent.
 */
export function addItem(
  cart: DigitalCart,
  item: Omit<DigitalCartItem, 'amount'> & { amount?: number },
  options: { silent?: boolean } = {},
): { cart: DigitalCart; result: AddResult } {
  const adding = amountOrDefault(item.amount)
  const present = cart.items.find((i) => i.code === item.code)
  if (present) {
    const items = cart.items.map((i) => (i.code === item.code ? { ...i, amount: clampAmount(i.amount + adding) } : i))
    return { cart: { items }, result: 'added' }
  }
  const result: AddResult = cart.items.length === 0 && !options.silent ? 'firstInCart' : 'added'
  return { cart: { items: [...cart.items, { ...item, amount: adding }] }, result }
}

/** The main part of the visitor's one cart, as far as adding a pass is concerned. */
export type MainPart = { lines: number; giftCard: boolean }
export type PassRefusal = 'giftCardMix' | 'full'

/**
 * Why a pass cannot go into the cart, or null when it can. A gift card is bought on its own
 * (docs/behaviour.md#cart), so no pass joins one. A new pass is one more item of the same order, which the server takes
 * at most `maxCartLines` of; more of a pass already in the cart adds no item.
 */
export function passRefusal(cart: DigitalCart, code: string, main: MainPart): PassRefusal | null {
  // A pass joins the main part's order: beside a gift card there, the card would not be bought alone.
  if (!giftCardAlone(main.giftCard ? [cartTypeOf.giftcard, cartTypeOf.pass] : [cartTypeOf.pass])) return 'giftCardMix'
  if (cart.items.some((i) => i.code === code)) return null
  return main.lines + cart.items.length + 1 > maxCartLines ? 'full' : null
}

export function setAmount(cart: DigitalCart, code: string, amount: number): DigitalCart {
  return { items: cart.items.map((i) => (i.code === code ? { ...i, amount: amountOrDefault(amount) } : i)) }
}

export function removeItem(cart: DigitalCart, code: string): DigitalCart {
  return { items: cart.items.filter((i) => i.code !== code) }
}

export const resetCart = (): DigitalCart => emptyDigitalCart

/**
 * docs/behaviour.md#the-pass-cart: a product with one included item is shown upsells, unless the single upsell
 * bundle contains the same single item and the current quantity exceeds the upsell quantity by more
 * than 1, in which case upsells are cleared. Bundles themselves are shown none.
 */
export function upsellsShown(item: Pick<DigitalCartItem, 'amount' | 'includes'>, upsells: UpsellProduct[]): UpsellProduct[] {
  if (item.includes.amount !== 1) return []
  const [only, ...others] = upsells
  if (only && others.length === 0) {
    const sameItem = only.bundleMembers.some((member) => item.includes.sku.includes(member.product.code))
    if (sameItem && item.amount - only.quantity > 1) return []
  }
  return upsells
}

/** A pass as the product page knows it, until the server's answer names what it includes. */
export function itemFromProduct(product: ProductView, amount?: number): Omit<DigitalCartItem, 'amount'> & { amount?: number } {
  const price = product.unitPrice ?? product.erpStartingPrice ?? 0
  const members = product.bundleMembers
  const includes =
    members.length > 0
      ? { amount: members.reduce((sum, m) => sum + m.amount, 0), globalName: product.name, sku: members.map((m) => m.productCode) }
      : { amount: 1, globalName: product.name, sku: [product.code] }
  return {
    code: product.code,
    name: product.marketingName || product.name,
    image: product.mainImage,
    amount,
    price,
    includes,
    attributes: { price, tax_class: product.taxClass },
    showUpsell: product.showUpsell,
    upsells: [],
    pagePath: product.pagePath,
  }
}

/** A product the server named (an upsell in the cart), ready to be added. */
export function itemFromDigitalProduct(product: DigitalProduct): Omit<DigitalCartItem, 'amount'> {
  const { code, name, image, price, includes, attributes, showUpsell, pagePath } = product
  return { code, name, image, price, includes, attributes, showUpsell, upsells: [], pagePath }
}

/**
 * No discount code is sent: a code is the main cart's, and the passes get its discount through the
 * main cart's totals call, which prices both parts together into the one total that is charged.
 */
/** docs/roles.md#customer: the signed-in customer's e-mail, else the checkout's, goes with validation when there is one. */
export function validateRequestOf(cart: DigitalCart, customerEmail = ''): ValidateRequest {
  const items = cart.items.map((i) => ({ quantity: i.amount, code: i.code, showUpsell: i.showUpsell }))
  const email = customerEmail.trim()
  return emailPattern.test(email) ? { items, customerEmail: email } : { items }
}

/** The cart as the server priced it: its names, prices and includes, and the upsells the rule lets through. */
export function applyValidation(answer: ValidateResponse): DigitalCart {
  return {
    items: answer.items.map((item) => {
      const { product, upsellProducts, quantity } = item
      const amount = amountOrDefault(quantity)
      return {
        code: product.code,
        name: product.name,
        image: product.image,
        amount,
        price: product.price,
        includes: product.includes,
        attributes: product.attributes,
        showUpsell: product.showUpsell,
        upsells: upsellsShown({ amount, includes: product.includes }, upsellProducts),
        pagePath: product.pagePath,
        discountAmount: item.discountAmount,
        normalPrice: item.normalPrice ?? null,
      }
    }),
  }
}

/** The items as order lines for the one checkout: the server prices each pass from its code and amount. */
export function orderLinesOf(cart: DigitalCart): { productCode: string; metadata: { amount: number } }[] {
  return cart.items.map((i) => ({ productCode: i.code, metadata: { amount: i.amount } }))
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * The cart read back from browser storage: anything that is not an item with a code is dropped and a
 * missing amount counts as 1. Validation on start replaces the rest with the server's data.
 */
export function parseStoredCart(value: unknown): DigitalCart {
  const items = isRecord(value) && Array.isArray(value.items) ? value.items : []
  const seen = new Set<string>()
  const kept: DigitalCartItem[] = []
  for (const raw of items) {
    if (!isRecord(raw) || typeof raw.code !== 'string' || raw.code === '' || seen.has(raw.code)) continue
    seen.add(raw.code)
    const price = typeof raw.price === 'number' ? raw.price : 0
    const includes =
      isRecord(raw.includes) && typeof raw.includes.amount === 'number' ? (raw.includes as Includes) : { amount: 1, globalName: '', sku: [raw.code] }
    kept.push({
      code: raw.code,
      name: typeof raw.name === 'string' ? raw.name : raw.code,
      image: isRecord(raw.image) && typeof raw.image.src === 'string' ? (raw.image as Image) : null,
      amount: amountOrDefault(raw.amount),
      price,
      includes,
      attributes: isRecord(raw.attributes) ? { price, tax_class: String(raw.attributes.tax_class ?? '') } : { price, tax_class: '' },
      showUpsell: raw.showUpsell === true,
      upsells: [],
      pagePath: typeof raw.pagePath === 'string' ? raw.pagePath : null,
    })
  }
  return { items: kept }
}
