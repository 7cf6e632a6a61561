import { describe, expect, it } from 'vitest'
import {
  contactFields,
  customerDataKey,
  emptyGuestForm,
  fromCustomerData,
  fromPrefill,
  fullPhoneNumber,
  guestFormErrors,
  splitPhoneNumber,
  toContactDetails,
  toCustomerData,
  type GuestFormValues,
} from './guestForm'

const valid: GuestFormValues = {
  ...emptyGuestForm,
  firstName: 'Aino',
  lastName: 'Virtanen',
  mobileNumber: '040 123 4567',
  email: 'aino@example.fi',
  terms: ['cancellationPolicy', 'privacy'],
}

describe('guest form rules (docs/validation.md#guest-form-and-checkout)', () => {
  it('accepts a form with names, phone, e-mail and both acceptances; address fields are optional', () => {
    expect(guestFormErrors(valid)).toEqual({})
  })

  it('asks for first and last name', () => {
    expect(guestFormErrors({ ...valid, firstName: '  ', lastName: '' })).toEqual({ firstName: { key: 'required' }, lastName: { key: 'required' } })
  })

  it('asks for a phone number that is one', () => {
    expect(guestFormErrors({ ...valid, mobileNumber: '' })).toEqual({ mobileNumber: { key: 'phone' } })
    expect(guestFormErrors({ ...valid, mobileNumber: '040-abc' })).toEqual({ mobileNumber: { key: 'phone' } })
    expect(guestFormErrors({ ...valid, mobileNumber: '123' })).toEqual({ mobileNumber: { key: 'phone' } })
    expect(guestFormErrors({ ...valid, mobileNumber: '+1 555 123 4567' })).toEqual({ mobileNumber: { key: 'phone' } })
  })

  it('asks for an e-mail address that is one', () => {
    expect(guestFormErrors({ ...valid, email: '' })).toEqual({ email: { key: 'email' } })
    expect(guestFormErrors({ ...valid, email: 'aino@example' })).toEqual({ email: { key: 'email' } })
  })

  it('takes a postal code of digits only', () => {
    expect(guestFormErrors({ ...valid, zipCode: '00100' })).toEqual({})
    expect(guestFormErrors({ ...valid, zipCode: '00A00' })).toEqual({ zipCode: { key: 'number' } })
  })

  it('names the limit of a field that is too long', () => {
    expect(guestFormErrors({ ...valid, city: 'x'.repeat(101) })).toEqual({ city: { key: 'maxLength', max: 100 } })
    expect(guestFormErrors({ ...valid, additionalInformation: 'x'.repeat(1001) })).toEqual({ additionalInformation: { key: 'maxLength', max: 1000 } })
  })

  it('needs the cancellation policy and the privacy processing accepted', () => {
    expect(guestFormErrors({ ...valid, terms: [] })).toEqual({ terms: { key: 'terms' } })
    expect(guestFormErrors({ ...valid, terms: ['privacy'] })).toEqual({ terms: { key: 'terms' } })
  })

  it('checks only the fields asked for, so step 1 does not complain about step 2 acceptances', () => {
    expect(guestFormErrors({ ...valid, terms: [], firstName: '' }, contactFields)).toEqual({ firstName: { key: 'required' } })
  })
})

describe('phone numbers (docs/content-model.md#guest-entry, docs/limits.md)', () => {
  it('joins the prefix digits and the number without its trunk zero', () => {
    expect(fullPhoneNumber('FIN|358', '040 123 4567')).toBe('+358401234567')
    expect(fullPhoneNumber('NO|47', '412 34 567')).toBe('+4741234567')
    expect(fullPhoneNumber('SE|46', '070-123 45 67')).toBe('+46701234567')
  })

  it('keeps a country code typed into the number', () => {
    expect(fullPhoneNumber('FIN|358', '+46 70 123 45 67')).toBe('+46701234567')
    expect(fullPhoneNumber('FIN|358', '00358 40 1234567')).toBe('+358401234567')
  })

  it('maps +358, +47 and +46 to their prefixes and anything else to the default', () => {
    expect(splitPhoneNumber('+358401234567')).toEqual({ prefix: 'FIN|358', number: '401234567' })
    expect(splitPhoneNumber('+4741234567')).toEqual({ prefix: 'NO|47', number: '41234567' })
    expect(splitPhoneNumber('+46701234567')).toEqual({ prefix: 'SE|46', number: '701234567' })
    expect(splitPhoneNumber('0401234567')).toEqual({ prefix: 'FIN|358', number: '0401234567' })
  })
})

describe('contact details for the submit call (docs/api.md#cart-and-orders)', () => {
  it('trims the texts and writes the full phone number', () => {
    const details = toContactDetails({ ...valid, firstName: ' Aino ', streetAddress: 'Rinnetie 1 ', zipCode: '99999', city: 'Kuusirinne' })
    expect(details).toEqual({
      firstName: 'Aino',
      lastName: 'Virtanen',
      email: 'aino@example.fi',
      phoneNumber: '+358401234567',
      address: 'Rinnetie 1',
      zipCode: '99999',
      city: 'Kuusirinne',
    })
  })
})

describe('customer data in browser storage (docs/content-model.md#checkout-customer-data)', () => {
  it('uses the user-info key', () => {
    expect(customerDataKey).toBe('user-info')
  })

  it('gives back what was stored, but never the acceptances or the note for one order', () => {
    const form = {
      ...valid,
      additionalInformation: 'Arriving late',
      mobilePrefix: 'SE|46' as const,
      mobileNumber: '70 123 4567',
      streetAddress: 'Storgatan 2',
      zipCode: '11122',
      city: 'Stockholm',
      marketingEmail: true,
    }
    const stored = JSON.parse(JSON.stringify(toCustomerData(form)))
    expect(stored).toMatchObject({ firstname: 'Aino', lastname: 'Virtanen', telephonePrefix: 'SE|46', emailConfirmation: 'aino@example.fi' })
    expect(stored).not.toHaveProperty('terms')
    expect({ ...emptyGuestForm, ...fromCustomerData(stored) }).toEqual({ ...form, terms: [], additionalInformation: '' })
  })

  it('ignores stored data it cannot read, field by field', () => {
    expect(fromCustomerData('nonsense')).toEqual({})
    expect(fromCustomerData(null)).toEqual({})
    expect(fromCustomerData({ firstname: 'Aino', telephonePrefix: 'US|1', email: 42 })).toEqual({ firstName: 'Aino' })
  })
})

describe('signed-in customer prefill', () => {
  it('fills names, e-mail, address and splits the phone into prefix and number', () => {
    expect(
      fromPrefill({ firstName: 'Aino', lastName: 'Virtanen', email: 'a@b.fi', phoneNumber: '+4741234567', address: 'Tie 1', zip: '00100', city: '' }),
    ).toEqual({
      firstName: 'Aino',
      lastName: 'Virtanen',
      email: 'a@b.fi',
      mobilePrefix: 'NO|47',
      mobileNumber: '41234567',
      streetAddress: 'Tie 1',
      zipCode: '00100',
    })
  })
})
