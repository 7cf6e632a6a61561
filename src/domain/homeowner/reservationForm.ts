/**
 * The own accommodation reservation form (docs/homeowner.md#rules): the same rules on the page and
 * on the server, answering the shared form message keys. Dates and the party's size are checked
 * against the contract by rules.ts.
 */
import { z } from 'zod'
import { maxCapacity } from '../catalogue'
import { emailPattern, guestFieldMaxLength, parseMobileNumber } from '../checkout/guestForm'
import { isIsoDate } from '../helsinki'

const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'maxLength')
const day = z.string().refine((v) => isIsoDate(v), 'required')

export const additionalInfoMaxLength = 500

export const ownReservationSchema = z.object({
  arrival: day,
  departure: day,
  guests: z.number({ message: 'number' }).int('number').min(1, 'minValue').max(maxCapacity, 'maxValue'),
  sendCopy: z.boolean(),
  firstName: requiredText(guestFieldMaxLength.name),
  lastName: requiredText(guestFieldMaxLength.name),
  email: z.string().trim().min(1, 'email').max(guestFieldMaxLength.email, 'maxLength').regex(emailPattern, 'email'),
  phone: z.string().refine((v) => parseMobileNumber(v) !== null, 'phone'),
  additionalInfo: z.string().trim().max(additionalInfoMaxLength, 'maxLength'),
})

export type OwnReservationFormValues = z.input<typeof ownReservationSchema>
