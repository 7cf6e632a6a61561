import { describe, expect, it } from 'vitest'
import { emptyGuestForm, type GuestFormValues } from '../checkout/guestForm'
import type { AccountView } from './api'
import { accountCallsAtOrder, prefillOf } from './checkoutAccount'

const user: AccountView = {
  hlxId: -1,
  firstName: 'Aino',
  lastName: 'Virtanen',
  email: 'aino@example.fi',
  phone: '+358401234567',
  address: 'Rinnetie 1',
  zip: '77100',
  city: 'Kuusirinne',
  isEmailVerified: true,
  marketingStatus: false,
  loyaltyMember: false,
  isHomeOwner: false,
  newsletterPending: false,
}

/** The checkout form as a signed-in customer's prefill leaves it. */
const filled: GuestFormValues = {
  ...emptyGuestForm,
  firstName: 'Aino',
  lastName: 'Virtanen',
  email: 'aino@example.fi',
  mobileNumber: '401234567',
  streetAddress: 'Rinnetie 1',
  zipCode: '77100',
  city: 'Kuusirinne',
}

describe('checkout and accounts (docs/roles.md)', () => {
  it('fills the form from the profile', () => {
    expect(prefillOf(user)).toEqual({
      firstName: 'Aino',
      lastName: 'Virtanen',
      email: 'aino@example.fi',
      phoneNumber: '+358401234567',
      address: 'Rinnetie 1',
      zip: '77100',
      city: 'Kuusirinne',
    })
  })

  it('saves nothing when the details are as stored, however the phone is typed', () => {
    expect(accountCallsAtOrder({ ...filled, mobileNumber: '040 123 4567' }, user)).toEqual({
      saveProfile: null,
      subscribe: null,
      registerWithoutPassword: null,
    })
  })

  it('saves edited details to the profile, never the e-mail', () => {
    const calls = accountCallsAtOrder({ ...filled, city: 'Espoo', email: 'other@example.fi' }, user)
    expect(calls.saveProfile).toEqual({
      firstName: 'Aino',
      lastName: 'Virtanen',
      email: 'aino@example.fi',
      phone: '+358401234567',
      address: 'Rinnetie 1',
      zip: '77100',
      city: 'Espoo',
    })
  })

  it('saves a cleared address too: the profile and checkout both leave it optional', () => {
    expect(accountCallsAtOrder({ ...filled, streetAddress: '' }, user).saveProfile?.address).toBe('')
  })

  it('subscribes when the box is ticked, with the box as the consent, unless the customer already gets the newsletter', () => {
    expect(accountCallsAtOrder({ ...filled, marketingEmail: true }, null).subscribe).toEqual({
      firstName: 'Aino',
      lastName: 'Virtanen',
      email: 'aino@example.fi',
      company: false,
      consent: true,
      source: 'checkout',
    })
    expect(accountCallsAtOrder({ ...filled, marketingEmail: true }, { ...user, marketingStatus: true }).subscribe).toBeNull()
    expect(accountCallsAtOrder(filled, null).subscribe).toBeNull()
  })

  it('registers a guest without a password when asked, and never a signed-in customer', () => {
    expect(accountCallsAtOrder({ ...filled, register: true }, null).registerWithoutPassword).toEqual({
      email: 'aino@example.fi',
      firstName: 'Aino',
      lastName: 'Virtanen',
      phone: '+358401234567',
      address: 'Rinnetie 1',
      zip: '77100',
      city: 'Kuusirinne',
    })
    expect(accountCallsAtOrder({ ...filled, register: true }, user).registerWithoutPassword).toBeNull()
  })
})
