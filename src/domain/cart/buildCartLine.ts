/**
 * Building cart lines: a new line from a product and the offer the visitor chose, its guests named
 * later, and one line per unit when it joins the cart.
 */
import type { AvailabilityItem } from '../availability/types'
import type { Cents, EducationInventory, GiftCardInventory, IsoDate, PassInventory, Persons, ProductKind, ProductView } from '../catalogue'
import { cartTypeOf, defaultPersons, personCount } from '../catalogue'
import { priceWithoutTax } from '../money'
import { guestTypes } from '../persons'
import { CartLineError, isLineValid, type CartLine, type CartLineMetadata, type PersonName } from './cartLine'
import { educationPrice } from './education'
import { checkGiftCard, type GiftCardChoice } from './giftCards'
import { isPersonBased } from './guestNames'

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

function unpriced(input: CartLineInput): Priced {
  const { product, inventory } = input
  if (product.kind === 'giftcard') {
    if (inventory?.kind !== 'giftcard') throw new CartLineError('inventory', 'Gift card values are needed')
    if (!input.giftCard) throw new CartLineError('value', 'Choose a gift card value')
    checkGiftCard(inventory, input.giftCard)
    const { value, message, recipientName, recipientEmail, design } = input.giftCard
    const recipient = { name: recipientName.trim(), email: recipientEmail.trim() }
    return { price: value, from: null, to: null, persons: null, metadata: { value, comment: message, recipient, ...(design ? { design } : {}) } }
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
      return {
        price: offer.price.withTax,
        from: offer.from,
        to: offer.to,
        persons: offer.persons,
        metadata: { dates: { from: offer.from, to: offer.to }, variation: offer.ratePlan },
      }
    case 'session':
      return {
        price: offer.price.withTax,
        from: offer.from,
        to: offer.to,
        persons,
        metadata: { dates: { from: offer.from, to: offer.to }, variation: offer.id },
      }
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
      const metadata = {
        dates: { from: offer.date, to: offer.date },
        dateTime: offer.start,
        variation: String(offer.durationMinutes),
        ...(courtCode ? { subresource: courtCode } : {}),
      }
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

/** docs/behaviour.md#cart: a line is added to the cart as one line per unit, each with amount 1. */
export function splitByAmount(line: CartLine, keyOf: (index: number) => string): CartLine[] {
  return Array.from({ length: line.metadata.amount }, (_, i) => ({
    ...line,
    dataKey: keyOf(i),
    metadata: { ...line.metadata, amount: 1 },
  }))
}
