/** Bodies and answers of the customer calls (spec §7) that the account pages use. */

/** Spec §3 "User profile" as the storefront API answers it. */
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

export type ExistsResponse = { account: { exists: boolean } }

/** `message: 'unverified'` signs nobody in: the page shows only the verify-your-email notice. */
export type LoginResponse = { isHomeOwner: boolean; message?: 'unverified'; user?: CustomerProfile }

export type RefreshResponse = { isHomeOwner: boolean }
