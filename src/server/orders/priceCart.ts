import 'server-only'
/**
 * Prices a cart from the catalogue and what is free right now: each line's offer is asked again
 * from the availability engine, a loyalty member (by the session) pays the product's member price,
 * discounts come from upsell links and the discount code, and VAT from the product's tax class.
 * Nothing the client says about money, or about who it is, is read.
 */
import { activityRunsOn, AvailabilityRequestError, subresourceSelectionEnabled } from '@/domain/availability'
import type { AvailabilityItem } from '@/domain/availability/types'
import { CartLineError, type CartLineMetadata } from '@/domain/cart/cartLine'
import { cartDiscounts, promotionStatus } from '@/domain/cart/discounts'
import { applicationState, educationPrice } from '@/domain/cart/education'
import { checkGiftCard, giftCardChoiceOf } from '@/domain/cart/giftCards'
import type { Cents, Inventory, Persons, ProductView } from '@/domain/catalogue'
import { cartTypeOf, personCount } from '@/domain/catalogue'
import type { CartItemInput, PromotionStatus, UnavailableReason } from '@/domain/checkout/api'
import { matchOffer, offerFilter, personsOfGuests } from '@/domain/checkout/lineOffer'
import { codeStatus, normalizeCode, type DiscountCode } from '@/domain/checkout/promotion'
import { helsinkiDay } from '@/domain/helsinki'
import { validatePersons } from '@/domain/persons'
import { customerPrice, listPriceOf, memberSaving } from '@/domain/pricing/memberPrice'
import { totals, type Totals } from '@/domain/orders/totals'
import type { ShopFilter } from '@/domain/shopApi'
import { distinctTries } from '@/server/accounts/rateLimit'
import { readTaken } from '@/server/db/allocationStore'
import { offersFor, readPlan } from '@/server/catalogue/offers'
import type { ShopDeps } from '@/server/catalogue/shopDeps'
import { findDiscountCode } from '@/server/db/discountCodeStore'

export type PricedLine = {
  id: string
  product: ProductView
  inventory: Inventory
  metadata: CartLineMetadata
  bundledProductCodes: string[]
  offer: AvailabilityItem | null
  persons: Persons
  quantity: number
  /** What the customer pays for one unit: the member price when one applied. */
  unitPrice: Cents
  /** The unit's normal price when a member price made it lower (docs/shop.md#member-prices); else null. */
  normalUnitPrice: Cents | null
  discount: Cents
  /** The court the visitor chose, only where choosing one is allowed (docs/roles.md#choosing-a-court). */
  courtCode?: string
}

export type PricedCart = {
  lines: PricedLine[]
  unavailable: { id: string; reason: UnavailableReason }[]
  promotion: { code: string; status: PromotionStatus } | null
  /** The code that gave a discount, for the order and its use count. */
  appliedCode: string | null
  /** Whether the cart was priced for a loyalty member (the session's say, not the client's). */
  loyaltyMember: boolean
  /** What member prices took off the normal prices, all lines together. */
  memberSaving: Cents
  totals: Totals
}

type Unpriced = { ok: false; reason: UnavailableReason }
type Priced = { ok: true; offer: AvailabilityItem | null; persons: Persons; unitPrice: Cents; courtCode?: string }

/** Asks the engine the line's question again; the offer is the one the visitor chose, or none. */
export async function freshOffer(deps: ShopDeps, product: ProductView, inventory: Inventory, filter: ShopFilter, subresource?: string) {
  const query = { product, inventory, filter, persons: filter.persons!, subresource, today: helsinkiDay(deps.now), now: deps.now }
  const plan = readPlan(query)
  if (!plan) return []
  return offersFor(query, await readTaken(deps.db, plan, deps.now))
}

async function priceOne(deps: ShopDeps, product: ProductView, inventory: Inventory, metadata: CartLineMetadata): Promise<Priced | Unpriced> {
  const persons = personsOfGuests(metadata.guests, product.kind)
  try {
    if (inventory.kind === 'giftcard') {
      const choice = giftCardChoiceOf(metadata)
      checkGiftCard(inventory, choice)
      return { ok: true, offer: null, persons, unitPrice: choice.value }
    }
    if (inventory.kind === 'education') {
      if (applicationState(inventory, helsinkiDay(deps.now)) !== 'open') return { ok: false, reason: 'unavailable' }
      return { ok: true, offer: null, persons, unitPrice: educationPrice(inventory, metadata.periods ?? []) }
    }
    // Undated: no offer to re-find and nothing to hold; metadata.amount is the quantity (priceCart).
    if (inventory.kind === 'pass') return { ok: true, offer: null, persons, unitPrice: inventory.price }
    const filter = offerFilter(product.kind, metadata)
    // The same party rules as the availability search: a line booked for no adult is not sold.
    if (!filter || (filter.persons && validatePersons(filter.persons) !== null)) return { ok: false, reason: 'invalid' }
    // Outside the activity's seasons and weekdays nothing is sold, whatever start the line names.
    if (inventory.kind === 'activity' && filter.dates && !activityRunsOn(inventory, filter.dates.from)) return { ok: false, reason: 'outOfSeason' }
    const subresource = metadata.subresource && subresourceSelectionEnabled(deps.host) ? metadata.subresource : undefined
    const offer = matchOffer(await freshOffer(deps, product, inventory, filter, subresource), metadata)
    if (!offer || !offer.available) return { ok: false, reason: offer?.reason === 'closed' ? 'closed' : 'unavailable' }
    // An activity's price is per person; every other offer is already priced for the whole booking.
    const unitPrice = offer.type === 'slot' ? offer.price.withTax * personCount(persons) : offer.price.withTax
    return { ok: true, offer, persons, unitPrice, courtCode: subresource }
  } catch (error) {
    if (error instanceof CartLineError || error instanceof AvailabilityRequestError || error instanceof RangeError) return { ok: false, reason: 'invalid' }
    throw error
  }
}

/** Different unknown codes a client may try in a window; enough for typos, too few to find codes by guessing. */
export const unknownCodeLimit = { max: 10, windowSeconds: 900 }

/**
 * The entered code's status. A client that has tried too many unknown codes lately gets `limited`
 * for any code, the real ones included: answering those would go on telling a guesser what exists.
 */
async function promotionOf(
  deps: ShopDeps,
  promotionCode: string | undefined,
): Promise<{ code: DiscountCode | null; entered: string | null; status: Exclude<PromotionStatus, 'notApplicable'> | null }> {
  const entered = promotionCode ? normalizeCode(promotionCode) : ''
  if (!entered) return { code: null, entered: null, status: null }
  const guesses = `promo:${deps.clientKey}`
  const { windowSeconds, max } = unknownCodeLimit
  if ((await distinctTries(deps.db, guesses, null, windowSeconds, deps.now)) >= max) return { code: null, entered, status: 'limited' }
  const code = await findDiscountCode(deps.db, entered)
  const status = codeStatus(code, helsinkiDay(deps.now))
  // Counted where the guess is recorded: of a burst of parallel guesses, only the first `max` get an answer.
  if (status === 'unknown' && (await distinctTries(deps.db, guesses, entered, windowSeconds, deps.now)) > max) return { code: null, entered, status: 'limited' }
  return { code: status === 'applied' ? code : null, entered, status }
}

export async function priceCart(deps: ShopDeps, items: CartItemInput[], promotionCode?: string): Promise<PricedCart> {
  const loyaltyMember = items.length > 0 && deps.loyaltyMember ? await deps.loyaltyMember() : false
  const lines: PricedLine[] = []
  const unavailable: PricedCart['unavailable'] = []
  for (const item of items) {
    const product = deps.catalogue.products.get(item.productCode)
    const inventory = deps.catalogue.inventories.get(item.productCode)
    if (!product || !inventory) {
      unavailable.push({ id: item.id, reason: 'unknownProduct' })
      continue
    }
    const priced = await priceOne(deps, product, inventory, item.metadata)
    if (!priced.ok) {
      unavailable.push({ id: item.id, reason: priced.reason })
      continue
    }
    const { offer, persons, courtCode } = priced
    const { unitPrice, normalUnitPrice } = customerPrice(product.memberPrice, listPriceOf(inventory), priced.unitPrice, loyaltyMember)
    lines.push({
      id: item.id,
      product,
      inventory,
      metadata: item.metadata,
      bundledProductCodes: item.bundledProductCodes ?? [],
      offer,
      persons,
      quantity: item.metadata.amount,
      unitPrice,
      normalUnitPrice,
      discount: 0,
      courtCode,
    })
  }

  const linksOf = (code: string) => deps.catalogue.upsells.get(code) ?? []
  const promo = await promotionOf(deps, promotionCode)
  const discounted = lines.map((l) => ({ productCode: l.product.code, type: cartTypeOf[l.product.kind], gross: l.unitPrice * l.quantity }))
  const { discounts, codeApplies, codeGaveDiscount } = cartDiscounts(discounted, promo.code, linksOf)
  for (const [i, line] of lines.entries()) line.discount = discounts[i]!
  const status = promotionStatus(promo.status, codeApplies)
  return {
    lines,
    unavailable,
    promotion: promo.entered && status ? { code: promo.entered, status } : null,
    appliedCode: codeGaveDiscount ? promo.entered : null,
    loyaltyMember,
    memberSaving: lines.reduce((sum, l) => sum + memberSaving(l, l.quantity), 0),
    totals: totals(lines.map((l) => ({ withTax: l.unitPrice, quantity: l.quantity, basisPoints: l.product.taxBasisPoints, discount: l.discount }))),
  }
}
