/**
 * What checkout does for accounts (docs/roles.md#customer): a signed-in customer's form fills from the profile, and
 * details edited at checkout are saved to it when the order is placed; the newsletter box subscribes
 * and the register box creates an account without a password (guests only).
 */
import type { AccountView, NewsletterRequest } from './api'
import type { ProfileFormValues } from './accountForms'
// The zod-free half of the guest form: this runs in the browser at checkout, which ships no zod.
import { contactFields, guestFormErrors, storedPhone, toContactDetails, type CustomerPrefill, type GuestFormValues } from '../checkout/guestFormRules'

export function prefillOf(user: AccountView): CustomerPrefill {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phone,
    address: user.address,
    zip: user.zip,
    city: user.city,
  }
}

export type OrderAccountCalls = {
  saveProfile: ProfileFormValues | null
  /** The checkout's box is the consent; a confirmation mail follows (double opt-in). */
  subscribe: NewsletterRequest | null
  registerWithoutPassword: { email: string; firstName: string; lastName: string; phone: string; address: string; zip: string; city: string } | null
}

/**
 * The account calls that go with a placed order. The profile is saved only when something changed
 * and the result is a valid profile (the two share their rules, docs/accounts.md#profile-and-checkout-agree,
 * so this guards only against a hand-made form); the account's e-mail is never changed from checkout.
 */
export function accountCallsAtOrder(values: GuestFormValues, user: AccountView | null): OrderAccountCalls {
  const c = toContactDetails(values)
  const person = { firstName: c.firstName, lastName: c.lastName, email: c.email }
  let saveProfile: ProfileFormValues | null = null
  if (user) {
    const edited = {
      firstName: c.firstName,
      lastName: c.lastName,
      email: user.email,
      phone: storedPhone(c.phoneNumber),
      address: c.address,
      zip: c.zipCode,
      city: c.city,
    }
    const current = {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      address: user.address,
      zip: user.zip,
      city: user.city,
    }
    const changed = (Object.keys(edited) as (keyof typeof edited)[]).some((key) => edited[key] !== current[key])
    // The profile's rules are the guest form's (contactRules): the form's contact fields passing them
    // is the edited profile passing them (the e-mail is the account's own). The server checks again.
    if (changed && Object.keys(guestFormErrors(values, contactFields)).length === 0) saveProfile = edited
  }
  return {
    saveProfile,
    subscribe: values.marketingEmail && !(user?.marketingStatus ?? false) ? { ...person, company: false, consent: true, source: 'checkout' } : null,
    registerWithoutPassword: values.register && !user ? { ...person, phone: c.phoneNumber, address: c.address, zip: c.zipCode, city: c.city } : null,
  }
}
