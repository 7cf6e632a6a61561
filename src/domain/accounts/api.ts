/** Bodies and answers of the customer calls (docs/api.md) that the account pages use. */
import type { RatePlanCode } from '../catalogue'
import type { LineCancellation } from '../orders/cancellation'

/** docs/content-model.md#user-profile as the storefront API answers it. */
export type CustomerProfile = {
  hlxId: number
  firstName: string
  lastName: string
  email: string
  phone: string
  address: string
  zip: string
  city: string
  isEmailVerified: boolean
  marketingStatus: boolean
}

/** The newsletter subscribe call's body (docs/api.md#newsletter). */
export type NewsletterRequest = {
  firstName: string
  lastName: string
  email: string
  /** Also the company (business) newsletter. */
  company: boolean
  consent: true
  source: 'newsletter' | 'checkout'
}

export type ExistsResponse = { account: { exists: boolean } }

/** `message: 'unverified'` signs nobody in: the page shows only the verify-your-email notice. */
export type LoginResponse = { isHomeOwner: boolean; message?: 'unverified'; user?: AccountView }
/** A verified e-mail signs the customer in (docs/accounts.md#verifying-signs-in): the session cookies come with it. */
export type VerifyResponse = { verified: true; isHomeOwner: boolean; user: AccountView }

export type RefreshResponse = { isHomeOwner: boolean }

/**
 * The one session cookie scripts can read: it holds no secret, it only says a sign-in may be
 * restored, so pages of signed-out visitors make no session calls (the access and refresh cookies
 * themselves are HttpOnly).
 */
export const signedInCookie = 'signedIn'

/**
 * The customer's own profile with what the profile page shows besides the editable fields.
 * `newsletterPending`: a newsletter request waits for the address owner to confirm the mailed link
 * (the marketing status turns on only then).
 */
export type AccountView = CustomerProfile & { loyaltyMember: boolean; isHomeOwner: boolean; newsletterPending: boolean }

/** A past order as 'My account' lists it (`GET vm-customer/v2/orders`). */
export type CustomerOrderSummary = {
  orderNumber: string
  createdAt: string
  status: 'paid' | 'confirmed' | 'refund_due' | 'refunded'
  totalWithTax: number
  /** `ratePlan`: a stay's rate as sold; `cancellation`: the terms it was sold under. */
  items: {
    title: string
    quantity: number
    from: string | null
    to: string | null
    dateTime: string | null
    ratePlan: RatePlanCode | null
    cancellation: LineCancellation
  }[]
}
