/**
 * Member prices (docs/shop.md#member-prices): a product may cost loyalty programme members less, as a
 * percentage off or as a fixed member price in place of its list price. Only a signed-in customer
 * whose account is a member when the cart is priced pays it; the server decides that from the
 * session, never from what a client says. Products without a member price cost members the same as
 * anyone else, so gift cards and education get one only when staff give it to them.
 *
 * The member price is the line's price, not a discount: the cart's discounts (an upsell percentage or
 * a discount code) are then taken off the member price, as they are off the normal price for others.
 */
import type { Cents, Inventory } from '../catalogue'

/** `percent`: 0–100 off, at most two decimals. `fixed`: the member's list price, cents (per person, hour or ticket as the list price is). */
export type MemberPrice = { kind: 'percent'; percent: number } | { kind: 'fixed'; price: Cents }

/** The price of a line's unit for the customer, and the normal price when a member price made it lower. */
export type CustomerPrice = { unitPrice: Cents; normalUnitPrice: Cents | null }

/**
 * The one price staff enter for a product, which a fixed member price stands in for; null where the
 * price varies by night, session or chosen value (stays, courses, gift cards), so only a percentage
 * makes sense there.
 */
export function listPriceOf(inventory: Inventory): Cents | null {
  switch (inventory.kind) {
    case 'activity':
    case 'ticket':
    case 'pass':
    case 'education':
      return inventory.price
    case 'court':
      return inventory.hourlyPrice
    default:
      return null
  }
}

/** Whether staff's member price can be applied to a product with this list price (admin validation says the same). */
export function memberPriceUsable(rule: MemberPrice, listPrice: Cents | null): boolean {
  if (rule.kind === 'percent') return rule.percent > 0 && rule.percent <= 100
  return listPrice !== null && listPrice > 0 && Number.isInteger(rule.price) && rule.price >= 0
}

/**
 * What a member pays for something whose normal price is `normal` cents, or null when the product
 * has no (usable) member price or it would not be lower. `listPrice` is the product's one price
 * (`listPriceOf`; ProductView `unitPrice`). A percentage's saving is rounded to the nearest cent
 * (half up); a fixed price is scaled by how many list prices the normal price holds (persons of an
 * activity, hours of a court time), so 2 persons at a 27 € member price pay 54 €.
 */
export function memberPriceOf(rule: MemberPrice | null | undefined, listPrice: Cents | null, normal: Cents): Cents | null {
  if (!rule || normal <= 0 || !memberPriceUsable(rule, listPrice)) return null
  const member =
    rule.kind === 'percent' ? normal - Math.round((normal * Math.round(rule.percent * 100)) / 10_000) : Math.round((normal * rule.price) / listPrice!)
  return member < normal ? Math.max(0, member) : null
}

/** The unit price a customer pays: the member price only for a loyalty member (decided by the server). */
export function customerPrice(rule: MemberPrice | null | undefined, listPrice: Cents | null, normal: Cents, loyaltyMember: boolean): CustomerPrice {
  const member = loyaltyMember ? memberPriceOf(rule, listPrice, normal) : null
  return member === null ? { unitPrice: normal, normalUnitPrice: null } : { unitPrice: member, normalUnitPrice: normal }
}

/** What member prices saved on sold lines together (an order's lines keep their normal price). */
export const linesMemberSaving = (lines: { unitPrice: Cents; normalUnitPrice?: Cents | null; quantity: number }[]): Cents =>
  lines.reduce((sum, l) => sum + (l.normalUnitPrice ? (l.normalUnitPrice - l.unitPrice) * l.quantity : 0), 0)

/** What a member saves on a line of `quantity` units (0 when no member price applied). */
export const memberSaving = (price: CustomerPrice, quantity: number): Cents =>
  price.normalUnitPrice === null ? 0 : (price.normalUnitPrice - price.unitPrice) * quantity
