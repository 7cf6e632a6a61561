/**
 * Bodies and answers of the cart and checkout calls (docs/api.md#cart-and-orders): totals, order submit and the
 * checkout result. The server decides every price; whatever price a client sends is ignored.
 */
import type { Cents, Image, IsoDate } from '../catalogue'
import type { CartLineMetadata, Guest } from '../cart/cartLine'
import type { OrderState } from '../orders/orderState'
import type { VatRow } from '../orders/totals'

/** One cart line as the client sends it: what was chosen, never what it costs. */
export type CartItemInput = {
  id: string
  productCode: string
  bundledProductCodes?: string[]
  metadata: CartLineMetadata
}

export type TotalsRequest = { items: CartItemInput[]; promotionCode?: string }

/** A better room for the same dates, persons and rate (docs/content-model.md#room-upgrade-offer). */
export type UpgradeSuggestion = {
  productCode: string
  title: string
  image: Image | null
  pagePath: string | null
  /** What the upgrade adds to the line's price, with tax. */
  priceDifference: Cents
  /** The upgraded line's price, with tax. */
  total: Cents
}

/** docs/content-model.md#upsell-entry. */
export type UpsellSuggestion = {
  productCode: string
  discountPercentage: number
  pagePath: string | null
  image: Image | null
  title: string
  sourceProductCode: string
  shortDescription: string
}

export type LineTotal = {
  id: string
  productCode: string
  title: string
  type: string
  image: Image | null
  /** One unit. */
  price: { withTax: Cents; withoutTax: Cents }
  quantity: number
  /** For all units of the line. */
  discountAmount: Cents
  taxBasisPoints: number
  upgradeSuggestions: UpgradeSuggestion[]
}

/** `limited`: the visitor tried too many unknown codes lately; no code is looked up until the limit passes. */
export type PromotionStatus = 'applied' | 'unknown' | 'notValidNow' | 'usedUp' | 'notApplicable' | 'limited'

export type CartTotals = {
  discount: Cents
  taxAmount: Cents
  totalWithTax: Cents
  totalWithoutTax: Cents
  cartAmounts: number
  discountCode: string | null
  vat: VatRow[]
}

/** `closed`: the line's day is closed, by staff or by the opening hours. */
export type UnavailableReason = 'unknownProduct' | 'unavailable' | 'invalid' | 'closed'

export type TotalsResponse = {
  /** Only the lines that can be bought as they are; a line left out is unavailable (docs/behaviour.md#cart). */
  items: LineTotal[]
  unavailable: { id: string; reason: UnavailableReason }[]
  upsellSuggestions: UpsellSuggestion[]
  totals: CartTotals
  promotion: { code: string; status: PromotionStatus } | null
}

export type ContactDetails = {
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  address: string
  zipCode: string
  city: string
}

export type SubmitRequest = {
  /** Where the terminal returns to; only this site's own origins are accepted. */
  redirectBaseUrl: string
  paymentTerminalLanguage: 'fi' | 'en' | 'sv'
  items: Omit<CartItemInput, 'id'>[]
  promotionCode?: string
  contactDetails: ContactDetails
  additionalInformation?: string
  marketing?: boolean
  /** Both acceptances of docs/validation.md#guest-form-and-checkout (reservation and cancellation policy, privacy); the server refuses an order without. */
  termsAccepted: boolean
}

export type SubmitResponse = { paymentTerminalUrl: string; orderNumber: string; transactionId: string }

/** docs/behaviour.md#checkout-statuses. */
/** `refundDue`: the money arrived after the hold ran out; staff refund it or book again. */
export type CheckoutStatus = 'processing' | 'error' | 'accepted' | 'cancelled' | 'timedOut' | 'failed' | 'expired' | 'refundDue'

export type OrderLineView = {
  productCode: string
  title: string
  type: string
  from: IsoDate | null
  to: IsoDate | null
  /** UTC ISO start of a timed line. */
  dateTime: string | null
  quantity: number
  unitPrice: Cents
  discount: Cents
  /** quantity × unitPrice − discount. */
  total: Cents
  taxBasisPoints: number
  guests: Guest[]
  recipient: { name: string; email: string } | null
  comment: string | null
}

/** Everything docs/content-model.md#order lists, as the confirmation page and e-mail show it. */
export type OrderView = {
  orderNumber: string
  createdAt: string
  status: OrderState
  locale: 'fi' | 'en' | 'sv'
  lines: OrderLineView[]
  orderer: { firstName: string; lastName: string; email: string; phoneNumber: string }
  billingAddress: { address: string; zipCode: string; city: string }
  paymentMethod: string
  seller: { name: string; businessId: string; address: string }
  additionalInformation: string
  promoCode: string | null
  discount: Cents
  /** "VAT 0 % total": the total without tax. */
  totalWithoutTax: Cents
  taxAmount: Cents
  totalWithTax: Cents
  vat: VatRow[]
  giftCards: { code: string; value: Cents; recipientName: string }[]
}

export type CheckoutResult = { status: CheckoutStatus; order: OrderView | null }
