/**
 * The compact form the cart is kept in (its cookie), and reading it back: the cookie is the
 * visitor's to edit, so what comes back is checked like any input.
 */
import type { Cents, ProductKind } from '../catalogue'
import { cartTypeOf, productKinds } from '../catalogue'
import { isIsoDate } from '../isoDate'
import { maxGiftCardsPerOrder, normalizeGiftCardCode } from '../giftCards/redemption'
import { guestTypes } from '../persons'
import { isLineValid, type CartLine, type CartLineMetadata, type PersonName } from './cartLine'
import { emptyCart, maxCartLines, type CartState } from './cartState'
import { giftCardAlone, giftCardValue } from './giftCards'
import { isPersonBased } from './guestNames'

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
/** `c`: the gift card codes entered, in order. */
export type CompactCart = { v: 1; l: CompactLine[]; d?: string; t?: number; c?: string[] }

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
  return {
    v: 1,
    l,
    ...(cart.discountCode ? { d: cart.discountCode, t: cart.discountSetAt ?? 0 } : {}),
    ...(cart.giftCardCodes.length > 0 ? { c: cart.giftCardCodes } : {}),
  }
}

/** Longer than any real code typed with spaces and dashes; a longer string in the cookie is not a code. */
export const giftCardCodeMaxLength = 40

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
    optional(m.design, isString) &&
    optional(m.variation, isString)
  if (!ok) return null
  // Known keys only: whatever else the cookie holds is not passed on to the server.
  const keys = ['comment', 'dates', 'dateTime', 'value', 'periods', 'subresource', 'recipient', 'design', 'variation'] as const
  return Object.fromEntries([['amount', 1], ...keys.filter((key) => m[key] !== undefined).map((key) => [key, m[key]])]) as Omit<CartLineMetadata, 'guests'>
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
  const price: Cents = giftCardValue({ type, metadata }) ?? 0
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
  const allowed = giftCardAlone(unique.map((line) => line.type)) ? unique : []
  const code = isString(raw.d) && raw.d.trim() !== '' ? raw.d.trim() : null
  return { lines: allowed, discountCode: code, discountSetAt: code ? (typeof raw.t === 'number' ? raw.t : 0) : null, giftCardCodes: readGiftCardCodes(raw.c) }
}

/** Codes in their stored form, no more than an order takes; anything else in the cookie is dropped. */
function readGiftCardCodes(raw: unknown): string[] {
  if (!isStringList(raw)) return []
  return raw
    .filter((code) => code.length <= giftCardCodeMaxLength)
    .map(normalizeGiftCardCode)
    .filter((code) => code !== '')
    .slice(0, maxGiftCardsPerOrder)
}
