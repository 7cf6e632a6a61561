/**
 * The own accommodation reservation form (docs/homeowner.md): arrival, departure, guests, a copy to
 * the creator and the contact. One schema for the page and the server: rules answer the generic form
 * message keys (docs/validation.md#form-messages), never texts, and the contact fields follow the
 * profile's rules, so details the profile accepted fill this form without an error.
 */
import { z } from 'zod'
import type { CustomerProfile } from '../accounts/api'
import { emailPattern, guestFieldMaxLength, parseMobileNumber } from '../checkout/guestForm'
import { isIsoDate } from '../helsinki'
import type { OwnReservationRequest } from './api'

/** The largest apartment (docs/homeowner.md): the apartment's own capacity is checked by the rules. */
export const maxGuests = 12

const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'maxLength')
const day = z.string().refine(isIsoDate, 'required')

export const ownReservationSchema = z
  .object({
    arrival: day,
    departure: day,
    guests: z.number().int('equals').min(1, 'equals').max(maxGuests, 'equals'),
    sendCopy: z.boolean(),
    firstName: requiredText(guestFieldMaxLength.name),
    lastName: requiredText(guestFieldMaxLength.name),
    email: z.string().trim().min(1, 'email').max(guestFieldMaxLength.email, 'maxLength').regex(emailPattern, 'email'),
    phone: z.string().refine((v) => parseMobileNumber(v) !== null, 'phone'),
    additionalInfo: z.string().trim().max(guestFieldMaxLength.additionalInformation, 'maxLength'),
  })
  // The departure is a later day than the arrival; the form's hint says so, the key only marks the field.
  .refine((v) => v.departure > v.arrival, {
    path: ['departure'],
    message: 'equals',
    when: ({ value }) => {
      const v = value as Record<string, unknown> | null
      return typeof v?.arrival === 'string' && isIsoDate(v.arrival) && typeof v?.departure === 'string' && isIsoDate(v.departure)
    },
  })

export type OwnReservationFormValues = OwnReservationRequest
export type OwnReservationField = keyof OwnReservationFormValues

export const emptyOwnReservationForm: OwnReservationFormValues = {
  arrival: '',
  departure: '',
  guests: 1,
  sendCopy: true,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  additionalInfo: '',
}

/** The empty form with the signed-in customer's contact details. */
export const ownReservationPrefill = (profile: Pick<CustomerProfile, 'firstName' | 'lastName' | 'email' | 'phone'>): OwnReservationFormValues => ({
  ...emptyOwnReservationForm,
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phone: profile.phone,
})

/** The request body of a valid form: texts trimmed. */
export const toOwnReservationRequest = (v: OwnReservationFormValues): OwnReservationRequest => ({
  ...v,
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim(),
  phone: v.phone.trim(),
  additionalInfo: v.additionalInfo.trim(),
})
