import { describe, expect, it } from 'vitest'
import { formErrors } from '../accounts/accountForms'
import { emptyOwnReservationForm, ownReservationPrefill, ownReservationSchema, toOwnReservationRequest, type OwnReservationFormValues } from './reservationForm'

const valid: OwnReservationFormValues = {
  arrival: '2027-02-06',
  departure: '2027-02-13',
  guests: 4,
  sendCopy: true,
  firstName: 'Aino',
  lastName: 'Omistaja',
  email: 'aino@example.fi',
  phone: '040 123 4567',
  additionalInfo: '',
}

describe('own accommodation reservation form', () => {
  it('accepts a filled form', () => {
    expect(formErrors(ownReservationSchema, valid)).toEqual({})
  })

  it('asks for the dates and the contact of an empty form', () => {
    expect(formErrors(ownReservationSchema, emptyOwnReservationForm)).toEqual({
      arrival: { key: 'required' },
      departure: { key: 'required' },
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'email' },
      phone: { key: 'phone' },
    })
  })

  it('keeps guests within 1 to 12 and texts within their bounds', () => {
    expect(formErrors(ownReservationSchema, { ...valid, guests: 0 })).toEqual({ guests: { key: 'minValue', min: 1 } })
    expect(formErrors(ownReservationSchema, { ...valid, guests: 13 })).toEqual({ guests: { key: 'maxValue', max: 12 } })
    expect(formErrors(ownReservationSchema, { ...valid, guests: 2.5 })).toEqual({ guests: { key: 'number' } })
    expect(formErrors(ownReservationSchema, { ...valid, additionalInfo: 'x'.repeat(501) })).toEqual({ additionalInfo: { key: 'maxLength', max: 500 } })
  })

  it('refuses a date that does not exist and a body with fields missing', () => {
    expect(formErrors(ownReservationSchema, { ...valid, arrival: '2027-02-30' })).toEqual({ arrival: { key: 'required' } })
    expect(formErrors(ownReservationSchema, { ...valid, sendCopy: undefined })).toEqual({ sendCopy: { key: 'required' } })
  })

  it('fills the contact from the profile and trims the request', () => {
    const prefilled = ownReservationPrefill({ firstName: 'Aino', lastName: 'Omistaja', email: 'aino@example.fi', phone: '+358401234567' })
    expect(prefilled).toMatchObject({ arrival: '', guests: 1, sendCopy: true, email: 'aino@example.fi', phone: '+358401234567' })
    expect(toOwnReservationRequest({ ...valid, firstName: ' Aino ', additionalInfo: ' late ' })).toMatchObject({ firstName: 'Aino', additionalInfo: 'late' })
  })
})
