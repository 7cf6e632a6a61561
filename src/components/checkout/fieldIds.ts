import type { GuestField } from '@/domain/checkout/guestForm'

/** The id of a guest form input, for its label, its error and the error summary's link. */
export const fieldId = (field: GuestField) => `checkout-${field}`

/** The cart on step 1; the error summary's link for unnamed guests leads here. */
export const cartRegionId = 'checkout-cart'
