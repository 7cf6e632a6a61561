import 'server-only'
/** Path segments, queries and bodies of the homeowner calls (docs/homeowner.md#api). The reservation form is checked by its own rules. */
import { z } from 'zod'
import { locales } from '@/domain/locale'
import { isoDate } from './shopSchemas'

const id = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').positive('must be positive').max(2_147_483_647, 'is too large')

export const apartmentParams = z.object({ id })
export const reservationParams = z.object({ id, rid: id })
export const releaseParams = z.object({ id, rid: id })
export const coUserParams = z.object({ id, cid: id })
export const slotParams = z.object({ id, slotId: isoDate })

export const calendarQuery = z.object({ from: isoDate, to: isoDate })
export const rangeBody = z.object({ from: isoDate, to: isoDate })
export const statementQuery = z.object({
  year: z.coerce.number({ message: 'must be a year' }).int('must be a year').min(2000, 'must be 2000 or later').max(2099, 'must be 2099 or earlier'),
})
/** `locale`: the language the owner used when taking the link; calendar apps send no language of their own. */
export const feedQuery = z.object({
  token: z.string().max(200, 'is too long'),
  locale: z.enum(locales, { message: `must be one of ${locales.join(', ')}` }).optional(),
})

/** A usage reservation needs no choice: a missing body reads as none. */
export const deleteReservationBody = z.object({ afterDelete: z.enum(['sale', 'own'], { message: 'must be sale or own' }).optional() }).nullable()

export const coUserBody = z.object({
  email: z.email({ message: 'must be an e-mail address' }).max(254, 'is too long'),
  rights: z.enum(['view', 'book'], { message: 'must be view or book' }),
})

/** The form's own rules answer its field errors; here only that a body came. */
export const reservationBody = z.unknown().transform((body) => ({ body }))
