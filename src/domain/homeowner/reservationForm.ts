/**
 * The own accommodation reservation form (docs/homeowner.md#rules): the same rules on the page and
 * on the server, answering the shared form message keys. Dates and the party's size are checked
 * against the contract by rules.ts.
 */
import { z } from 'zod'
import type { CustomerProfile } from '../accounts/api'
import { maxCapacity } from '../catalogue'
import { emailField, guestFieldMaxLength, mobileField, requiredText } from '../checkout/guestForm'
import { isIsoDate } from '../helsinki'
import type { OwnReservationRequest } from './api'

const day = z.string().refine((v) => isIsoDate(v), 'required')

export const additionalInfoMaxLength = 500

export const ownReservationSchema = z.object({
  arrival: day,
  departure: day,
  guests: z.number({ message: 'number' }).int('number').min(1, 'minValue').max(maxCapacity, 'maxValue'),
  sendCopy: z.boolean(),
  firstName: requiredText(guestFieldMaxLength.name),
  lastName: requiredText(guestFieldMaxLength.name),
  email: emailField,
  phone: mobileField,
  additionalInfo: z.string().trim().max(additionalInfoMaxLength, 'maxLength'),
})

export type OwnReservationFormValues = z.input<typeof ownReservationSchema>

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
