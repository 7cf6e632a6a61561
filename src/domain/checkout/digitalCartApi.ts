/**
 * The second cart shape (docs/content-model.md#the-pass-cart) and its call, POST digital-order/v1/cart/validate (docs/api.md#cart-and-orders): undated
 * digital tickets, series cards and passes of the activities shop. The server answers every price,
 * name and upsell from the catalogue; the browser only says which codes and how many.
 */
import type { Cents, Image } from '../catalogue'
import type { PromotionStatus } from './api'

/** What one unit gives: `amount` visits of the member products `sku`, named together `globalName`. */
export type Includes = { amount: number; globalName: string; sku: string[] }

/** docs/content-model.md#the-pass-cart: amount, product with code and globalName. */
export type BundleMember = { amount: number; product: { code: string; globalName: string } }

export type DigitalProduct = {
  code: string
  name: string
  image: Image | null
  /** One unit, with tax. */
  price: Cents
  includes: Includes
  attributes: { price: Cents; tax_class: string }
  showUpsell: boolean
  pagePath: string | null
  shortDescription: string
}

/** A series card or pass suggested for a product in the cart (docs/content-model.md#upsell-entry). */
export type UpsellProduct = {
  product: DigitalProduct
  /** How many units of the suggesting product's item the suggested bundle includes (0: none). */
  quantity: number
  bundleMembers: BundleMember[]
  /** Off the suggested product when it is bought alongside the one suggesting it. */
  discountPercentage: number
}

export type ValidateItemInput = { code: string; quantity?: number; showUpsell?: boolean }
export type ValidateRequest = { items: ValidateItemInput[]; discountCode?: string; customerEmail?: string }

export type ValidatedItem = {
  product: DigitalProduct
  upsellProducts: UpsellProduct[]
  quantity: number
  bundleMembers: BundleMember[]
  /** For all units of the item: upsell or discount-code discount. */
  discountAmount: Cents
  /** One unit's normal price when this customer pays a member price (`product.price`); else null (docs/shop.md#member-prices). */
  normalPrice?: Cents | null
}

export type DigitalCartTotals = {
  totalWithTax: Cents
  totalWithoutTax: Cents
  taxAmount: Cents
  discount: Cents
  /** The sum of quantities. */
  cartAmounts: number
  discountCode: string | null
}

export type ValidateResponse = {
  items: ValidatedItem[]
  totals: DigitalCartTotals
  promotion: { code: string; status: PromotionStatus } | null
}

export const validatePath = '/proxy/digital-order/v1/cart/validate'
