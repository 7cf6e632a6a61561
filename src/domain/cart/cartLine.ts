/**
 * What a cart line is, and when it is valid. A line's `price` is for one unit; `metadata.amount`
 * units of it are bought, and the cart splits a line into one line per unit when it is added.
 * For stays and courses the unit is the whole party's booking; for activities too (the slot's
 * per-person price times the party); for tickets it is one ticket. Lines are built in
 * buildCartLine.ts.
 */
import type { Cents, Image, IsoDate, Persons, ProductKind, RatePlanCode } from '../catalogue'
import type { LineCancellation } from '../orders/cancellation'
import type { UnavailableReason } from '../checkout/api'
import type { GuestType } from '../persons'
import { everyGuestNamed } from './guestNames'

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
  /** Court code chosen on a test domain (docs/roles.md#choosing-a-court). */
  subresource?: string
  /** Gift card recipient. */
  recipient?: { name: string; email: string }
  /** Gift card: the id of the card image the buyer chose among the product's designs. */
  design?: string
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
  /** From the latest totals answer (not kept in the cookie): one unit's normal price when the customer pays a member price. */
  normalPrice?: Cents | null
  /** From the latest totals answer: what one unit would cost a loyalty member, for a customer who is not one. */
  memberPrice?: Cents | null
  /** A court booking's court from the latest totals answer: chosen, or assigned by the server (not kept in the cookie). */
  court?: { code: string; name: string }
  /** Why the latest totals answer left the line out, when it said (not kept in the cookie). */
  unavailableReason?: UnavailableReason
  /** The policy the line would be sold under, from the latest totals answer (not kept in the cookie). */
  cancellation?: LineCancellation
  /** A stay's rate as the latest totals answer priced it (not kept in the cookie). */
  ratePlan?: RatePlanCode | null
}

export type CartLineErrorCode =
  'amount' | 'offer' | 'unavailable' | 'inventory' | 'value' | 'message' | 'recipient' | 'design' | 'period' | 'subresource' | 'persons'

export class CartLineError extends Error {
  constructor(
    readonly code: CartLineErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'CartLineError'
  }
}

/** A line can go to checkout once every guest it needs is named; whether it can be bought is `unavailable`. */
export function isLineValid(line: Pick<CartLine, 'type' | 'personNames'>): boolean {
  return everyGuestNamed(line.type, line.personNames)
}
