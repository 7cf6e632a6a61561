/**
 * The bounds of the contact fields and the e-mail pattern, apart from the zod schemas that use them
 * (guestForm.ts): the newsletter's small client form checks the same rules without shipping zod.
 */

// No rule fixes exact bounds; these keep a name or address from swallowing a whole letter.
export const guestFieldMaxLength = { name: 100, email: 254, streetAddress: 200, zipCode: 10, city: 100, additionalInformation: 1000 } as const

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The contact details checkout and the profile both require (docs/accounts.md#profile-and-checkout-agree), by
 * the profile's field names; the postal address is optional in both. Here, without zod, for the
 * sign-in redirect's "is the profile complete" check.
 */
export const requiredContactFields = ['firstName', 'lastName', 'email', 'phone'] as const

/** docs/content-model.md#guest-entry, docs/limits.md#forms: the select values of the phone prefix; FIN|358 is the default. */
export const phonePrefixes = ['FIN|358', 'NO|47', 'SE|46'] as const
export type PhonePrefix = (typeof phonePrefixes)[number]
export const defaultPhonePrefix: PhonePrefix = 'FIN|358'
