/**
 * The cart and its changes (docs/content-model.md#cart, docs/behaviour.md#cart, docs/limits.md): adding, removing, naming guests,
 * discount codes, upgrades and applying the server's totals. Time comes in as a parameter; every
 * function returns a new cart. The form the cart is kept in (a cookie) is compactCart.ts.
 */
import { cartTypeOf } from '../catalogue'
import type { CartItemInput, CartTotals, GiftCardCodeResult, TotalsRequest, TotalsResponse, UpgradeSuggestion, UpsellSuggestion } from '../checkout/api'
import { maxGiftCardsPerOrder, normalizeGiftCardCode } from '../giftCards/redemption'
import { priceWithoutTax } from '../money'
import { splitByAmount, withPersonNames } from './buildCartLine'
import type { CartLine, PersonName } from './cartLine'
import { discountLapsed } from './discounts'
import { giftCardAlone, giftCardValue } from './giftCards'

export type CartState = {
  lines: CartLine[]
  discountCode: string | null
  /** When the code was set (epoch ms): docs/limits.md#cookies-and-storage resets it a day later. */
  discountSetAt: number | null
  /** Gift cards to pay with, normalized, in the order entered (docs/gift-cards.md#redeeming). */
  giftCardCodes: string[]
}

export const emptyCart: CartState = { lines: [], discountCode: null, discountSetAt: null, giftCardCodes: [] }

/**
 * The most lines the totals and submit calls take (the server's `maxCartItems`). The passes of the
 * cart's other part travel in the same calls, one item per pass, so they count too.
 */
export const maxCartLines = 30

export type AddRefusal = 'giftCardMix' | 'full'
export type AddResult = { ok: true; cart: CartState; added: CartLine[] } | { ok: false; reason: AddRefusal }

/** The cart's other part, the activities shop's passes: bought in the same order as these lines. */
export type OtherPart = { items: number }

/** Why `count` lines of `type` cannot join `lines`, or null when they can. */
function refusalOf(lines: CartLine[], type: string, count: number, other: OtherPart): AddRefusal | null {
  // The other part's passes are items of the same order, so the gift card rule sees them too.
  const types = [...lines.map((line) => line.type), type, ...(other.items > 0 ? [cartTypeOf.pass] : [])]
  if (!giftCardAlone(types)) return 'giftCardMix'
  return lines.length + count + other.items > maxCartLines ? 'full' : null
}

/**
 * docs/behaviour.md#cart: one line per unit of `metadata.amount`; a gift card never shares the cart with other
 * items, passes included. A cart the server would refuse as too long is refused here as full.
 */
export function addLine(cart: CartState, line: CartLine, keyOf: (index: number) => string, other: OtherPart = { items: 0 }): AddResult {
  const reason = refusalOf(cart.lines, line.type, line.metadata.amount, other)
  if (reason) return { ok: false, reason }
  const added = splitByAmount(line, keyOf)
  return { ok: true, cart: { ...cart, lines: [...cart.lines, ...added] }, added }
}

export function removeLine(cart: CartState, dataKey: string): CartState {
  return { ...cart, lines: cart.lines.filter((line) => line.dataKey !== dataKey) }
}

export function setPersonNames(cart: CartState, dataKey: string, names: PersonName[]): CartState {
  return { ...cart, lines: cart.lines.map((line) => (line.dataKey === dataKey ? withPersonNames(line, names) : line)) }
}

/** A blank code removes it; the time is kept so the code lapses a day later (docs/limits.md). */
export function setDiscountCode(cart: CartState, code: string | null, now: number): CartState {
  const trimmed = code?.trim() ?? ''
  return trimmed === '' ? { ...cart, discountCode: null, discountSetAt: null } : { ...cart, discountCode: trimmed, discountSetAt: now }
}

/**
 * A typed gift card code joins the list in its stored form. A blank code, or one past the most an
 * order takes, changes nothing; a code entered twice is kept, so the totals can say it is a duplicate.
 */
export function addGiftCardCode(cart: CartState, typed: string): CartState {
  const code = normalizeGiftCardCode(typed)
  if (code === '' || cart.giftCardCodes.length >= maxGiftCardsPerOrder) return cart
  return { ...cart, giftCardCodes: [...cart.giftCardCodes, code] }
}

export function removeGiftCardCode(cart: CartState, index: number): CartState {
  return { ...cart, giftCardCodes: cart.giftCardCodes.filter((_, i) => i !== index) }
}

export function expireDiscount(cart: CartState, now: number): CartState {
  if (cart.discountSetAt === null || !discountLapsed(cart.discountSetAt, now)) return cart
  return { ...cart, discountCode: null, discountSetAt: null }
}

/**
 * docs/behaviour.md#cart: the suggested product replaces the line's; dates, persons, guest names and the rest of
 * the metadata (the rate plan too) stay. The old bundle belonged to the old product, so it goes.
 */
export function upgradeLine(cart: CartState, dataKey: string, suggestion: UpgradeSuggestion): CartState {
  const upgrade = (line: CartLine): CartLine => ({
    ...line,
    productCode: suggestion.productCode,
    title: suggestion.title,
    image: suggestion.image,
    bundledProductCodes: [],
    price: suggestion.total,
    // The rate stays the line's until the next totals answer brings the exact figure.
    priceWithoutTax: line.price > 0 ? Math.round((line.priceWithoutTax * suggestion.total) / line.price) : suggestion.total,
    discountAmount: 0,
    unavailable: false,
  })
  return { ...cart, lines: cart.lines.map((line) => (line.dataKey === dataKey ? upgrade(line) : line)) }
}

/**
 * A cart kept aside during payment comes back (docs/behaviour.md#cart: cleared at submit, restored when the payment
 * does not go through). Lines added since stay; a kept line joins them unless the gift card rule
 * forbids or the cart is full.
 */
export function restoreCart(current: CartState, kept: CartState, other: OtherPart = { items: 0 }): CartState {
  const joins = (all: CartLine[], line: CartLine) => !all.some((l) => l.dataKey === line.dataKey) && refusalOf(all, line.type, 1, other) === null
  const lines = kept.lines.reduce((all, line) => (joins(all, line) ? [...all, line] : all), current.lines)
  const discount = current.discountCode ? current : kept
  const giftCardCodes = current.giftCardCodes.length > 0 ? current.giftCardCodes : kept.giftCardCodes
  return { lines, discountCode: discount.discountCode, discountSetAt: discount.discountSetAt, giftCardCodes }
}

/** What the totals call needs: what was chosen, never a price (the server decides those). */
export function totalsRequest(cart: CartState): TotalsRequest {
  const items: CartItemInput[] = cart.lines.map((line) => ({
    id: line.dataKey,
    productCode: line.productCode,
    bundledProductCodes: line.bundledProductCodes,
    metadata: line.metadata,
  }))
  return {
    items,
    ...(cart.discountCode ? { promotionCode: cart.discountCode } : {}),
    ...(cart.giftCardCodes.length > 0 ? { giftCardCodes: cart.giftCardCodes } : {}),
  }
}

export type PricedCart = {
  lines: CartLine[]
  /** docs/content-model.md#cart: by line dataKey. */
  upgrades: Record<string, UpgradeSuggestion[]>
  upsells: UpsellSuggestion[]
  totals: CartTotals
  promotion: TotalsResponse['promotion']
  /** One per entered code, in the order entered. */
  giftCards: GiftCardCodeResult[]
}

/** docs/behaviour.md#cart: prices, titles and images come from the answer; a line the answer leaves out is unavailable. */
export function applyTotals(lines: CartLine[], response: TotalsResponse): PricedCart {
  const byId = new Map(response.items.map((item) => [item.id, item]))
  const reasons = new Map(response.unavailable.map((u) => [u.id, u.reason]))
  const upgrades: Record<string, UpgradeSuggestion[]> = {}
  const priced = lines.map((line): CartLine => {
    const item = byId.get(line.dataKey)
    if (!item) return { ...line, unavailable: true, unavailableReason: reasons.get(line.dataKey) }
    if (item.upgradeSuggestions.length > 0) upgrades[line.dataKey] = item.upgradeSuggestions
    // A gift card costs its value, unless a member price made it cheaper for this customer.
    const value = item.normalPrice ? undefined : giftCardValue(line)
    const price = value !== undefined ? { withTax: value, withoutTax: priceWithoutTax(value, item.taxBasisPoints) } : item.price
    return {
      ...line,
      title: item.title || line.title,
      image: item.image ?? line.image,
      price: price.withTax,
      priceWithoutTax: price.withoutTax,
      discountAmount: item.discountAmount,
      normalPrice: item.normalPrice ?? null,
      memberPrice: item.memberPrice ?? null,
      cancellation: item.cancellation,
      court: item.court,
      ratePlan: item.ratePlan ?? null,
      unavailable: false,
      unavailableReason: undefined,
    }
  })
  return {
    lines: priced,
    upgrades,
    upsells: response.upsellSuggestions,
    totals: response.totals,
    promotion: response.promotion,
    giftCards: response.giftCards ?? [],
  }
}

/** Checkout can go on when every line can be bought and every guest is named. */
export const isCartReady = (lines: CartLine[]) => lines.length > 0 && lines.every((line) => line.valid && !line.unavailable)
