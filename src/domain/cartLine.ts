/**
 * Cart lines (spec §3 "Cart line", §4 "Cart"). A line's `price` is for one unit; `metadata.amount`
 * units of it are bought, and the cart splits a line into one line per unit when it is added.
 * For stays and courses the unit is the whole party's booking; for activities too (the slot's
 * per-person price times the party); for tickets it is one ticket.
 */
import type { AvailabilityItem } from './availability/types'
import type { Cents, EducationInventory, GiftCardInventory, Image, IsoDate, PassInventory, Persons, ProductKind, ProductView } from './catalogue'
import { cartTypeOf, defaultPersons, personCount } from './catalogue'
import { priceWithoutTax } from './money'
import { guestTypes, type GuestType } from './persons'

export type PersonName = { firstName: string; lastName: string }
export type Guest = { type: GuestType } & PersonName

export type CartLineMetadata = {
  amount: number
  /** Gift card: the message to the recipient. */
  comment?: string
  dates?: { from: IsoDate; to: IsoDate }
  guests?: Guest[]
  /** UTC ISO start of an activity slot or court booking. */
  dateTime?: string
  /** Gift card value in cents. */
  value?: Cents
  /** Education paid in parts: the chosen period codes. */
  periods?: string[]
  /** Court code chosen on a test domain (spec §6). */
  subresource?: string
  /** Gift card recipient. */
  recipient?: { name: string; email: string }
  /** Which offer of the day: a stay's rate plan, a course's session id, a court booking's minutes. */
  variation?: string
}

export type CartLine = {
  dataKey: string
  productCode: string
  type: string
  title: string
  image: Image | null
  /** The product kind, for the UI to pick an icon. */
  icon: ProductKind
  from: IsoDate | null
  to: IsoDate | null
  persons: Persons | null
  personNames: PersonName[]
  metadata: CartLineMetadata
  bundledProductCodes: string[]
  /** One unit, with tax, cents. */
  price: Cents
  priceWithoutTax: Cents
  discountAmount: Cents
  valid: boolean
  unavailable: boolean
}

export type CartLineErrorCode =
  | 'amount'
  | 'offer'
  | 'unavailable'
  | 'inventory'
  | 'value'
  | 'message'
  | 'recipient'
  | 'period'
  | 'subresource'
  | 'persons'

export class CartLineError extends Error {
  constructor(
    readonly code: CartLineErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'CartLineError'
  }
}

export const giftCardMessageMaxLength = 150

/** Spec §4: these line types need no guest names and start valid. */
export const initiallyValidCartTypes: readonly string[] = ['giftcard', 'Activity', 'active-hours-product', 'Education_purchase']

/** Lines that must name every guest before checkout: stays and courses. */
export const isPersonBased = (type: string) => !initiallyValidCartTypes.includes(type)

export function isLineValid(line: Pick<CartLine, 'type' | 'personNames'>): boolean {
  if (!isPersonBased(line.type)) return true
  return line.personNames.length > 0 && line.personNames.every((p) => p.firstName.trim() !== '' && p.lastName.trim() !== '')
}

/** The offer type each bookable kind is sold from; gift cards, education and passes have none. */
const offerTypeOf: Record<ProductKind, AvailabilityItem['type'] | null> = {
  accommodation: 'stay',
  course: 'session',
  activity: 'slot',
  court: 'court',
  ticket: 'ticket',
  giftcard: null,
  education: null,
  pass: null,
}

export type GiftCardChoice = { value: Cents; recipientName: string; recipientEmail: string; message: string }

export type CartLineInput = {
  dataKey: string
  product: ProductView
  offer: AvailabilityItem | null
  /** The party the offer was asked for; defaults to the kind's default party. Stays use the offer's. */
  persons: Persons | null
  amount: number
  /** Needed for gift cards (values), education (price, periods) and passes (price). */
  inventory?: GiftCardInventory | EducationInventory | PassInventory
  giftCard?: GiftCardChoice
  education?: { periodCodes: string[] }
  court?: { courtCode?: string }
}

type Priced = { price: Cents; from: IsoDate | null; to: IsoDate | null; persons: Persons | null; metadata: Omit<CartLineMetadata, 'amount'> }

export function checkGiftCard(inventory: GiftCardInventory, choice: GiftCardChoice) {
  const { value, message, recipientName, recipientEmail } = choice
  const open = inventory.openValue
  const allowed = inventory.values.includes(value) || (open !== null && value >= open.min && value <= open.max)
  if (!Number.isInteger(value) || value <= 0 || !allowed) throw new CartLineError('value', `Gift card value ${value} is not sold`)
  // Counted in characters as a person sees them, so an emoji is one, not two UTF-16 units.
  if ([...message].length > giftCardMessageMaxLength) throw new CartLineError('message', 'Gift card message is too long')
  if (recipientName.trim() === '' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipientEmail.trim())) {
    throw new CartLineError('recipient', 'A gift card needs a recipient name and email')
  }
}

/** Whether an education can be applied for (bought) on a day: only within its application period, both days included. */
export function applicationState(inventory: Pick<EducationInventory, 'applicationFrom' | 'applicationTo'>, today: IsoDate): 'notYetOpen' | 'open' | 'closed' {
  if (inventory.applicationFrom && today < inventory.applicationFrom) return 'notYetOpen'
  if (inventory.applicationTo && today > inventory.applicationTo) return 'closed'
  return 'open'
}

export function educationPrice(inventory: EducationInventory, periodCodes: string[]): Cents {
  if (periodCodes.length === 0) return inventory.price
  return periodCodes.reduce((sum, code) => {
    const period = inventory.periods.find((p) => p.code === code)
    if (!period) throw new CartLineError('period', `Unknown education period ${code}`)
    return sum + period.price
  }, 0)
}

function unpriced(input: CartLineInput): Priced {
  const { product, inventory } = input
  if (product.kind === 'giftcard') {
    if (inventory?.kind !== 'giftcard') throw new CartLineError('inventory', 'Gift card values are needed')
    if (!input.giftCard) throw new CartLineError('value', 'Choose a gift card value')
    checkGiftCard(inventory, input.giftCard)
    const { value, message, recipientName, recipientEmail } = input.giftCard
    const recipient = { name: recipientName.trim(), email: recipientEmail.trim() }
    return { price: value, from: null, to: null, persons: null, metadata: { value, comment: message, recipient } }
  }
  if (product.kind === 'pass') {
    if (inventory?.kind !== 'pass') throw new CartLineError('inventory', 'The pass price is needed')
    return { price: inventory.price, from: null, to: null, persons: null, metadata: {} }
  }
  if (inventory?.kind !== 'education') throw new CartLineError('inventory', 'The education price is needed')
  const periods = input.education?.periodCodes ?? []
  const metadata = periods.length > 0 ? { periods } : {}
  return { price: educationPrice(inventory, periods), from: null, to: null, persons: null, metadata }
}

function fromOffer(input: CartLineInput, offer: AvailabilityItem): Priced {
  const persons = input.persons ?? defaultPersons(input.product.kind)
  switch (offer.type) {
    case 'stay':
      return { price: offer.price.withTax, from: offer.from, to: offer.to, persons: offer.persons, metadata: { dates: { from: offer.from, to: offer.to }, variation: offer.ratePlan } }
    case 'session':
      return { price: offer.price.withTax, from: offer.from, to: offer.to, persons, metadata: { dates: { from: offer.from, to: offer.to }, variation: offer.id } }
    case 'slot':
      return {
        price: offer.price.withTax * personCount(persons),
        from: offer.date,
        to: offer.date,
        persons,
        metadata: { dates: { from: offer.date, to: offer.date }, dateTime: offer.start },
      }
    case 'court': {
      const courtCode = input.court?.courtCode
      if (courtCode !== undefined && !offer.freeCourts.some((c) => c.code === courtCode)) {
        throw new CartLineError('subresource', `Court ${courtCode} is not free then`)
      }
      const metadata = { dates: { from: offer.date, to: offer.date }, dateTime: offer.start, variation: String(offer.durationMinutes), ...(courtCode ? { subresource: courtCode } : {}) }
      return { price: offer.price.withTax, from: offer.date, to: offer.date, persons: null, metadata }
    }
    case 'ticket':
      return { price: offer.price.withTax, from: offer.date, to: offer.date, persons: null, metadata: { dates: { from: offer.date, to: offer.date } } }
  }
}

/**
 * A new line for the cart from a product and the offer the visitor chose. Throws CartLineError for
 * anything the visitor must change first (an offer that is not available, a gift card value that
 * is not sold, a message that is too long, …).
 */
export function buildCartLine(input: CartLineInput): CartLine {
  const { dataKey, product, offer, amount } = input
  if (!Number.isInteger(amount) || amount < 1) throw new CartLineError('amount', `Amount must be a whole number from 1: ${amount}`)
  const expected = offerTypeOf[product.kind]
  if ((offer?.type ?? null) !== expected) {
    throw new CartLineError('offer', `${product.kind} is sold from ${expected ?? 'no'} offer, got ${offer?.type ?? 'none'}`)
  }
  if (offer && !offer.available) throw new CartLineError('unavailable', `${offer.id} is not available: ${offer.reason}`)
  const priced = offer ? fromOffer(input, offer) : unpriced(input)
  const type = cartTypeOf[product.kind]
  const names = priced.persons && isPersonBased(type) ? guestTypes(priced.persons).map(() => ({ firstName: '', lastName: '' })) : []
  const guests = priced.persons ? guestTypes(priced.persons).map((guestType) => ({ type: guestType, firstName: '', lastName: '' })) : undefined
  const line: CartLine = {
    dataKey,
    productCode: product.code,
    type,
    title: product.marketingName || product.name,
    image: product.mainImage,
    icon: product.kind,
    from: priced.from,
    to: priced.to,
    persons: priced.persons,
    personNames: names,
    metadata: { amount, ...priced.metadata, ...(guests ? { guests } : {}) },
    bundledProductCodes: product.bundleMembers.map((member) => member.productCode),
    price: priced.price,
    priceWithoutTax: priceWithoutTax(priced.price, product.taxBasisPoints),
    discountAmount: 0,
    valid: false,
    unavailable: false,
  }
  return { ...line, valid: isLineValid(line) }
}

/** Names the guests of a person-based line, in guest order, and re-checks validity. */
export function withPersonNames(line: CartLine, names: PersonName[]): CartLine {
  if (names.length !== line.personNames.length) {
    throw new CartLineError('persons', `Expected ${line.personNames.length} names, got ${names.length}`)
  }
  const personNames = names.map(({ firstName, lastName }) => ({ firstName, lastName }))
  const guests = line.metadata.guests?.map((guest, i) => ({ ...guest, ...(personNames[i] ?? {}) }))
  const named = { ...line, personNames, metadata: { ...line.metadata, ...(guests ? { guests } : {}) } }
  return { ...named, valid: isLineValid(named) }
}

/** Spec §4: a line is added to the cart as one line per unit, each with amount 1. */
export function splitByAmount(line: CartLine, keyOf: (index: number) => string): CartLine[] {
  return Array.from({ length: line.metadata.amount }, (_, i) => ({
    ...line,
    dataKey: keyOf(i),
    metadata: { ...line.metadata, amount: 1 },
  }))
}

/** Spec §4: a gift card is bought on its own; other items need the cart emptied first, and back. */
export function canAddToCart(lines: Pick<CartLine, 'type'>[], type: string): boolean {
  return lines.every((line) => (line.type === 'giftcard') === (type === 'giftcard'))
}
