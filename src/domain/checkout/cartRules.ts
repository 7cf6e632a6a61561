/**
 * The cart's rules (spec §3 "Cart", §4 "Cart", §9): adding, removing, naming guests, discount codes,
 * upgrades, applying the server's totals, and the compact form the cart is kept in (a cookie). Time
 * comes in as a parameter; every function returns a new cart.
 */
import type { Cents, ProductKind } from '../catalogue'
import { cartTypeOf, productKinds } from '../catalogue'
import {
  canAddToCart,
  isLineValid,
  isPersonBased,
  splitByAmount,
  withPersonNames,
  type CartLine,
  type CartLineMetadata,
  type PersonName,
} from '../cartLine'
import { isIsoDate } from '../helsinki'
import { priceWithoutTax } from '../money'
import { guestTypes } from '../persons'
import type { CartItemInput, CartTotals, TotalsRequest, TotalsResponse, UpgradeSuggestion, UpsellSuggestion } from './api'

export type CartState = {
  lines: CartLine[]
  discountCode: string | null
  /** When the code was set (epoch ms): spec §9 resets it a day later. */
  discountSetAt: number | null
}

export const emptyCart: CartState = { lines: [], discountCode: null, discountSetAt: null }

/** Spec §9: the discount code reset interval (and the cart cookie's lifetime). */
export const discountLifetimeMs = 24 * 60 * 60 * 1000

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
  if (!canAddToCart(lines, type) || (type === 'giftcard' && other.items > 0)) return 'giftCardMix'
  return lines.length + count + other.items > maxCartLines ? 'full' : null
}

/**
 * Spec §4: one line per unit of `metadata.amount`; a gift card never shares the cart with other
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

/** A blank code removes it; the time is kept so the code lapses a day later (spec §9). */
export function setDiscountCode(cart: CartState, code: string | null, now: number): CartState {
  const trimmed = code?.trim() ?? ''
  return trimmed === '' ? { ...cart, discountCode: null, discountSetAt: null } : { ...cart, discountCode: trimmed, discountSetAt: now }
}

export function expireDiscount(cart: CartState, now: number): CartState {
  if (cart.discountSetAt === null || now - cart.discountSetAt < discountLifetimeMs) return cart
  return { ...cart, discountCode: null, discountSetAt: null }
}

/**
 * Spec §4: the suggested product replaces the line's; dates, persons, guest names and the rest of
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
 * A cart kept aside during payment comes back (spec §4: cleared at submit, restored when the payment
 * does not go through). Lines added since stay; a kept line joins them unless the gift card rule
 * forbids or the cart is full.
 */
export function restoreCart(current: CartState, kept: CartState, other: OtherPart = { items: 0 }): CartState {
  const joins = (all: CartLine[], line: CartLine) => !all.some((l) => l.dataKey === line.dataKey) && refusalOf(all, line.type, 1, other) === null
  const lines = kept.lines.reduce((all, line) => (joins(all, line) ? [...all, line] : all), current.lines)
  const discount = current.discountCode ? current : kept
  return { lines, discountCode: discount.discountCode, discountSetAt: discount.discountSetAt }
}

/** What the totals call needs: what was chosen, never a price (the server decides those). */
export function totalsRequest(cart: CartState): TotalsRequest {
  const items: CartItemInput[] = cart.lines.map((line) => ({
    id: line.dataKey,
    productCode: line.productCode,
    bundledProductCodes: line.bundledProductCodes,
    metadata: line.metadata,
  }))
  return cart.discountCode ? { items, promotionCode: cart.discountCode } : { items }
}

/** Spec §4: a gift card costs its value (for an open-value card, the one the buyer entered), whatever totals say. */
const giftCardValue = (line: CartLine) => (line.type === 'giftcard' ? line.metadata.value : undefined)

export type PricedCart = {
  lines: CartLine[]
  /** Spec §3 "upgrade suggestions keyed by product id": by line dataKey. */
  upgrades: Record<string, UpgradeSuggestion[]>
  upsells: UpsellSuggestion[]
  totals: CartTotals
  promotion: TotalsResponse['promotion']
}

/** Spec §4: prices, titles and images come from the answer; a line the answer leaves out is unavailable. */
export function applyTotals(lines: CartLine[], response: TotalsResponse): PricedCart {
  const byId = new Map(response.items.map((item) => [item.id, item]))
  const upgrades: Record<string, UpgradeSuggestion[]> = {}
  const priced = lines.map((line): CartLine => {
    const item = byId.get(line.dataKey)
    if (!item) return { ...line, unavailable: true }
    if (item.upgradeSuggestions.length > 0) upgrades[line.dataKey] = item.upgradeSuggestions
    const value = giftCardValue(line)
    const price = value !== undefined ? { withTax: value, withoutTax: priceWithoutTax(value, item.taxBasisPoints) } : item.price
    return {
      ...line,
      title: item.title || line.title,
      image: item.image ?? line.image,
      price: price.withTax,
      priceWithoutTax: price.withoutTax,
      discountAmount: item.discountAmount,
      unavailable: false,
    }
  })
  return { lines: priced, upgrades, upsells: response.upsellSuggestions, totals: response.totals, promotion: response.promotion }
}

/** Checkout can go on when every line can be bought and every guest is named. */
export const isCartReady = (lines: CartLine[]) => lines.length > 0 && lines.every((line) => line.valid && !line.unavailable)

/**
 * The cart as kept in its cookie: only what cannot be recomputed. Titles, images and prices come back
 * with the next totals answer; `type`, `from`, `to`, guests and validity follow from what is kept.
 */
export type CompactLine = {
  k: string
  p: string
  i: ProductKind
  /** Adults, older children, younger children. */
  n?: [number, number, number]
  /** Guest names in guest order: [first, last]. */
  g?: [string, string][]
  m: Omit<CartLineMetadata, 'guests'>
  b?: string[]
}
export type CompactCart = { v: 1; l: CompactLine[]; d?: string; t?: number }

export function toCompact(cart: CartState): CompactCart {
  const l = cart.lines.map((line): CompactLine => {
    const m = Object.fromEntries(Object.entries(line.metadata).filter(([key]) => key !== 'guests')) as CompactLine['m']
    const { persons, personNames, bundledProductCodes } = line
    return {
      k: line.dataKey,
      p: line.productCode,
      i: line.icon,
      ...(persons ? { n: [persons.numberOfAdults, persons.numberOfChildrenOlder, persons.numberOfChildrenYounger] } : {}),
      ...(personNames.some((p) => p.firstName || p.lastName) ? { g: personNames.map((p): [string, string] => [p.firstName, p.lastName]) } : {}),
      m,
      ...(bundledProductCodes.length > 0 ? { b: bundledProductCodes } : {}),
    }
  })
  return { v: 1, l, ...(cart.discountCode ? { d: cart.discountCode, t: cart.discountSetAt ?? 0 } : {}) }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === 'string'
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString)
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 12
const optional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v)

/** The cookie is the visitor's to edit: anything of the wrong shape is dropped, never rendered. */
function readMetadata(m: unknown): Omit<CartLineMetadata, 'guests'> | null {
  if (!isObject(m)) return null
  const dates = m.dates
  const ok =
    optional(dates, (d) => isObject(d) && isString(d.from) && isIsoDate(d.from) && isString(d.to) && isIsoDate(d.to)) &&
    optional(m.dateTime, (v) => isString(v) && !Number.isNaN(Date.parse(v))) &&
    optional(m.value, (v) => Number.isInteger(v) && (v as number) > 0) &&
    optional(m.recipient, (r) => isObject(r) && isString(r.name) && isString(r.email)) &&
    optional(m.comment, isString) &&
    optional(m.periods, isStringList) &&
    optional(m.subresource, isString) &&
    optional(m.variation, isString)
  if (!ok) return null
  // Known keys only: whatever else the cookie holds is not passed on to the server.
  const keys = ['comment', 'dates', 'dateTime', 'value', 'periods', 'subresource', 'recipient', 'variation'] as const
  return Object.fromEntries([['amount', 1], ...keys.filter((key) => m[key] !== undefined).map((key) => [key, m[key]])]) as Omit<
    CartLineMetadata,
    'guests'
  >
}

function fromCompactLine(raw: unknown): CartLine | null {
  if (!isObject(raw) || !isString(raw.k) || !isString(raw.p) || !productKinds.includes(raw.i as ProductKind)) return null
  const metadata = readMetadata(raw.m)
  const n = raw.n
  if (!metadata || !optional(n, (v) => Array.isArray(v) && v.length === 3 && v.every(isCount)) || !optional(raw.b, isStringList)) return null
  const icon = raw.i as ProductKind
  const type = cartTypeOf[icon]
  const persons = Array.isArray(n) ? { numberOfAdults: n[0], numberOfChildrenOlder: n[1], numberOfChildrenYounger: n[2] } : null
  const types = persons ? guestTypes(persons) : []
  const stored = Array.isArray(raw.g) ? raw.g : []
  const nameAt = (i: number): PersonName => {
    const pair: unknown = stored[i]
    return Array.isArray(pair) && isString(pair[0]) && isString(pair[1]) ? { firstName: pair[0], lastName: pair[1] } : { firstName: '', lastName: '' }
  }
  const personNames = isPersonBased(type) ? types.map((_, i) => nameAt(i)) : []
  const guests = persons ? types.map((guestType, i) => ({ type: guestType, ...(personNames[i] ?? { firstName: '', lastName: '' }) })) : undefined
  // Only a gift card's price survives without the server: it is the value the buyer chose, taxed at 0 % on sale.
  const price: Cents = type === 'giftcard' ? (metadata.value ?? 0) : 0
  const line: CartLine = {
    dataKey: raw.k,
    productCode: raw.p,
    type,
    title: '',
    image: null,
    icon,
    from: metadata.dates?.from ?? null,
    to: metadata.dates?.to ?? null,
    persons,
    personNames,
    metadata: { ...metadata, ...(guests ? { guests } : {}) },
    bundledProductCodes: isStringList(raw.b) ? raw.b : [],
    price,
    priceWithoutTax: price,
    discountAmount: 0,
    valid: false,
    unavailable: false,
  }
  return { ...line, valid: isLineValid(line) }
}

export function fromCompact(raw: unknown): CartState {
  if (!isObject(raw) || raw.v !== 1 || !Array.isArray(raw.l)) return emptyCart
  const lines = raw.l.map(fromCompactLine).filter((line): line is CartLine => line !== null)
  const keys = new Set<string>()
  // Never more lines than the server takes: a longer (tampered) cart could never be priced.
  const unique = lines.filter((line) => !keys.has(line.dataKey) && keys.add(line.dataKey)).slice(0, maxCartLines)
  // A tampered cookie must not smuggle a gift card in with other items either: such a mix is dropped.
  const allowed = unique.filter((line) => canAddToCart(unique, line.type))
  const code = isString(raw.d) && raw.d.trim() !== '' ? raw.d.trim() : null
  return { lines: allowed, discountCode: code, discountSetAt: code ? (typeof raw.t === 'number' ? raw.t : 0) : null }
}
