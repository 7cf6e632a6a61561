/**
 * Bodies and answers of the cart and checkout calls (docs/api.md#cart-and-orders): totals, order submit and the
 * checkout result. The server decides every price; whatever price a client sends is ignored.
 */
import type { Cents, Image, IsoDate, LocalTime, RatePlanCode } from '../catalogue'
import type { CartLineMetadata, Guest } from '../cart/cartLine'
import type { CancelPolicy, LineCancellation, NotCancellable } from '../orders/cancellation'
import type { OrderState } from '../orders/orderState'
import type { PaymentMethodWords } from '../payment/paymentMethod'
import type { RefundDestination, RefundState } from '../refunds/refundState'
import type { VatRow } from '../orders/totals'

/** One cart line as the client sends it: what was chosen, never what it costs. */
export type CartItemInput = {
  id: string
  productCode: string
  bundledProductCodes?: string[]
  metadata: CartLineMetadata
}

/** `giftCardCodes`: gift cards to pay with, in the order entered (docs/gift-cards.md#redeeming). */
export type TotalsRequest = { items: CartItemInput[]; promotionCode?: string; giftCardCodes?: string[] }

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
  /** One unit, as this customer pays it (a member price when one applied). */
  price: { withTax: Cents; withoutTax: Cents }
  /** One unit's normal price when the customer pays a member price (docs/shop.md#member-prices); else null. */
  normalPrice?: Cents | null
  /** For a customer paying the normal price: what one unit costs a loyalty member, when less; else null. */
  memberPrice?: Cents | null
  quantity: number
  /** For all units of the line. */
  discountAmount: Cents
  taxBasisPoints: number
  upgradeSuggestions: UpgradeSuggestion[]
  /** The cancellation policy the line would be sold under (docs/refunds.md#cancellation-policy). */
  cancellation: LineCancellation
  /**
   * A court booking's court: the one chosen (test hosts), else the one the server assigns now, the
   * first court free for the whole time (the order holds the first still free when it is placed).
   */
  court?: { code: string; name: string }
  /** A stay's rate as the server priced it (docs/checkout.md#the-chosen-rate); null for anything else. */
  ratePlan: RatePlanCode | null
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
  /** What the entered gift cards pay together: a means of payment, so the VAT rows above do not change. */
  giftCardTotal: Cents
  /** totalWithTax − giftCardTotal: what the payment terminal is asked for (0: no terminal). */
  amountToPay: Cents
  /** What member prices took off the normal prices (0 for everyone but a signed-in loyalty member). */
  memberSaving?: Cents
}

/**
 * One entered gift card code and what it does to the order (docs/gift-cards.md#redeeming):
 * `applied` pays `amount` and leaves `balanceAfter` on the card; `notNeeded`: earlier cards already
 * pay everything; `unknown`, `expired`, `empty` pay nothing; `duplicate`: entered twice;
 * `limited`: too many unknown codes from this client lately, so none is looked up;
 * `notForGiftCards`: a gift card cannot pay for gift cards.
 */
export type GiftCardCodeStatus = 'applied' | 'notNeeded' | 'unknown' | 'expired' | 'empty' | 'duplicate' | 'limited' | 'notForGiftCards'
export type GiftCardCodeResult = {
  code: string
  status: GiftCardCodeStatus
  amount: Cents
  balanceAfter: Cents | null
  /** The last Helsinki day the card can be used. */
  expiresAt: IsoDate | null
}

/** POST vm-shopping/v1/giftcard/balance: the card's spendable balance (amounts held for unpaid orders excluded). */
export type GiftCardBalanceRequest = { code: string }
export type GiftCardBalance = { code: string; balance: Cents; currency: 'EUR'; expiresAt: IsoDate }

/**
 * `closed`: the line's day is closed, by staff or by the opening hours. `outOfSeason`: the product is
 * not sold on that day at all (outside its season or weekdays).
 */
export type UnavailableReason = 'unknownProduct' | 'unavailable' | 'invalid' | 'closed' | 'outOfSeason'

export type TotalsResponse = {
  /** Only the lines that can be bought as they are; a line left out is unavailable (docs/behaviour.md#cart). */
  items: LineTotal[]
  unavailable: { id: string; reason: UnavailableReason }[]
  upsellSuggestions: UpsellSuggestion[]
  totals: CartTotals
  promotion: { code: string; status: PromotionStatus } | null
  giftCards: GiftCardCodeResult[]
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
  giftCardCodes?: string[]
  contactDetails: ContactDetails
  additionalInformation?: string
  marketing?: boolean
  /** Both acceptances of docs/validation.md#guest-form-and-checkout (reservation and cancellation policy, privacy); the server refuses an order without. */
  termsAccepted: boolean
}

/** `giftCards`: what each entered card pays; when they pay everything, `paymentTerminalUrl` is the confirmation itself. */
export type SubmitResponse = { paymentTerminalUrl: string; orderNumber: string; transactionId: string; giftCards: GiftCardCodeResult[] }

/** docs/behaviour.md#checkout-statuses. */
/** `refundDue`: the money arrived after the hold ran out; staff refund it or book again. `refunded`: the order was cancelled and its money sent back. */
export type CheckoutStatus = 'processing' | 'error' | 'accepted' | 'cancelled' | 'timedOut' | 'failed' | 'expired' | 'refundDue' | 'refunded'

/** A line's cancellation as sold and as it stands (docs/refunds.md#cancellation-policy). */
export type LineCancellationView = {
  policy: CancelPolicy
  /** ISO instant until which it may be cancelled online (free policy only). */
  until: string | null
  cancelledAt: string | null
  refunded: Cents
  /** Why it cannot be cancelled online right now; null when it can. */
  notCancellable: NotCancellable | null
}

export type OrderLineView = {
  /** The line's id, for cancelling it. */
  id: string
  productCode: string
  title: string
  type: string
  from: IsoDate | null
  to: IsoDate | null
  /** UTC ISO start of a timed line. */
  dateTime: string | null
  /** UTC ISO end of a timed line as sold; null when not timed or not known. */
  endsAt: string | null
  /** What to bring, as the product said it when sold; null when nothing in particular. */
  whatToBring: string | null
  quantity: number
  unitPrice: Cents
  /** The normal unit price when the line was sold at a member price; else null. */
  normalUnitPrice?: Cents | null
  discount: Cents
  /** quantity × unitPrice − discount. */
  total: Cents
  taxBasisPoints: number
  guests: Guest[]
  recipient: { name: string; email: string } | null
  comment: string | null
  cancellation: LineCancellationView
  /** A stay's rate as sold; null for anything else. */
  ratePlan: RatePlanCode | null
  /** A stay's check-in and check-out times as sold (Helsinki `HH:mm`); null when not a stay or not known. */
  checkIn: LocalTime | null
  checkOut: LocalTime | null
  /** The rooms or courts the booking was given (unit codes, court names); [] when none is assigned. */
  places: string[]
  /** A paid ticket's or pass's code to show at the door, with its QR; null for other lines, before payment and once cancelled. */
  doorCode: DoorCodeView | null
}

/** `qrSvg`: an SVG of the QR code carrying `code` only, drawn on the server. */
export type DoorCodeView = { code: string; qrSvg: string }

/** A gift card that paid part of an order; the code is masked but for its last characters. */
export type GiftCardPaymentView = { code: string; amount: Cents }

/** Money going back to the customer (docs/refunds.md). */
export type RefundView = { amount: Cents; destination: RefundDestination; state: RefundState; createdAt: string }

/** Everything docs/content-model.md#order lists, as the confirmation page and e-mail show it. */
export type OrderView = {
  orderNumber: string
  createdAt: string
  status: OrderState
  locale: 'fi' | 'en' | 'sv'
  lines: OrderLineView[]
  orderer: { firstName: string; lastName: string; email: string; phoneNumber: string }
  billingAddress: { address: string; zipCode: string; city: string }
  /** The provider's id of the method, as recorded ('' when no terminal was used); shown as `paymentMethodWords`. */
  paymentMethod: string
  paymentMethodWords: PaymentMethodWords
  /** The seller from Site settings, with its map link and the site's brand and logo (logoPath: null when none is uploaded). */
  seller: { name: string; businessId: string; address: string; mapUrl: string; brandName: string; logoPath: string | null }
  additionalInformation: string
  promoCode: string | null
  discount: Cents
  /** "VAT 0 % total": the total without tax. */
  totalWithoutTax: Cents
  taxAmount: Cents
  totalWithTax: Cents
  vat: VatRow[]
  giftCards: { code: string; value: Cents; recipientName: string }[]
  /** Gift cards the order was paid with, and what is left for the terminal: totalWithTax − giftCardTotal. */
  giftCardPayments: GiftCardPaymentView[]
  giftCardTotal: Cents
  amountPaid: Cents
  refunds: RefundView[]
}

/**
 * GET vm-shopping/v1/order/cancellation and POST vm-shopping/v1/order/cancel (docs/api.md#cancellation):
 * a signed-in customer names an order of theirs; a guest brings the signed token of the confirmation
 * e-mail's link. `refundTo`: back the way it was paid, or onto a new gift card.
 */
export type CancellationQuery = { orderNumber: string; token?: string }
export type CancelRequest = CancellationQuery & { lineIds: string[]; refundTo: 'original' | 'giftCard' }
export type CancellationResponse = { order: OrderView }

export type CheckoutResult = { status: CheckoutStatus; order: OrderView | null }
