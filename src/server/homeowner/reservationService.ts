import 'server-only'
/** Own accommodation reservations, usage reservations (booked slots) and their deletion (docs/homeowner.md#rules). */
import type { DeleteReservationResponse, ReservationView } from '@/domain/homeowner/api'
import { slotById } from '@/domain/homeowner/contract'
import { ownReservationSchema } from '@/domain/homeowner/reservationForm'
import { afterDelete, reservationRefusal, type AfterDelete, type RuleRefusal } from '@/domain/homeowner/rules'
import { storedPhone } from '@/domain/accounts/accountForms'
import { helsinkiDay } from '@/domain/helsinki'
import type { Locale } from '@/domain/locale'
import { parseForm } from '@/server/accounts/guards'
import { findReservation } from '@/server/db/homeownerStore'
import { ownReservationCopy, ownReservationToStaff, type ReservationFacts } from '@/server/mail/homeownerEmails'
import { apartmentFor } from './apartmentAccess'
import type { HomeownerDeps, HomeownerResult } from './homeownerDeps'
import { refusal } from './homeownerText'
import { NightsTaken, reserveOwnTime, unreserve } from './ownerNights'

/** A rule's refusal as a 400 on the field the owner changes to fix it. */
export function ruleRefused(locale: Locale, reason: RuleRefusal, capacity: number) {
  const field = reason === 'capacity' ? 'guests' : reason === 'dates' ? 'departure' : 'arrival'
  return refusal(locale, 400, reason, { capacity }, field)
}

async function mailQuietly(deps: HomeownerDeps, build: () => Parameters<HomeownerDeps['sendMail']>[0]) {
  try {
    await deps.sendMail(build())
  } catch (error) {
    // The reservation stands; a lost mail is logged for staff, never a reason to undo it.
    console.error('homeowner: a reservation mail was not sent', error)
  }
}

export async function createOwnReservation(deps: HomeownerDeps, input: { id: number; body: unknown }): Promise<HomeownerResult<ReservationView>> {
  const access = await apartmentFor(deps, input.id, 'reserve')
  if (!access.ok) return access
  const form = parseForm(ownReservationSchema, input.body)
  if (!form.ok) return form
  const { apartment, viewer } = access.value
  const f = form.value
  const range = { from: f.arrival, to: f.departure }
  const refused = reservationRefusal(apartment.contract, { ...range, guests: f.guests }, apartment.capacity, helsinkiDay(deps.now))
  if (refused) return ruleRefused(deps.locale, refused, apartment.capacity)
  const reservation = {
    apartmentId: apartment.id,
    kind: 'own' as const,
    ...range,
    slotId: null,
    createdBy: viewer.id,
    guests: f.guests,
    firstName: f.firstName,
    lastName: f.lastName,
    email: f.email,
    phone: storedPhone(f.phone),
    additionalInfo: f.additionalInfo,
    sendCopy: f.sendCopy,
  }
  let id: number
  try {
    id = await reserveOwnTime(deps.db, apartment, reservation, deps.now)
  } catch (error) {
    if (error instanceof NightsTaken) return refusal(deps.locale, 409, 'reservationFailed')
    throw error
  }
  const facts: ReservationFacts = {
    apartment: apartment.name,
    ...range,
    guests: f.guests,
    contact: `${f.firstName} ${f.lastName}`,
    email: f.email,
    phone: reservation.phone,
    additionalInfo: f.additionalInfo,
  }
  if (f.sendCopy) await mailQuietly(deps, () => ownReservationCopy(viewer.email, deps.locale, deps.siteName, facts))
  await mailQuietly(deps, () => ownReservationToStaff(deps.staffEmail, facts))
  return {
    ok: true,
    status: 201,
    value: { id, kind: 'own', ...range, slotId: null, guests: f.guests, firstName: f.firstName, lastName: f.lastName, mine: true },
  }
}

export async function bookSlot(deps: HomeownerDeps, input: { id: number; slotId: string }): Promise<HomeownerResult<ReservationView>> {
  const access = await apartmentFor(deps, input.id, 'reserve')
  if (!access.ok) return access
  const { apartment, viewer } = access.value
  const slot = slotById(apartment.contract, input.slotId)
  if (!slot) return refusal(deps.locale, 404, 'slotNotFound')
  if (slot.from < helsinkiDay(deps.now)) return refusal(deps.locale, 400, 'past', undefined, 'slotId')
  const range = { from: slot.from, to: slot.to }
  try {
    const id = await reserveOwnTime(
      deps.db,
      apartment,
      {
        apartmentId: apartment.id,
        kind: 'usage',
        ...range,
        slotId: slot.id,
        createdBy: viewer.id,
        guests: null,
        firstName: viewer.firstName,
        lastName: viewer.lastName,
        email: viewer.email,
        phone: '',
        additionalInfo: '',
        sendCopy: false,
      },
      deps.now,
    )
    return {
      ok: true,
      status: 201,
      value: { id, kind: 'usage', ...range, slotId: slot.id, guests: null, firstName: viewer.firstName, lastName: viewer.lastName, mine: true },
    }
  } catch (error) {
    if (error instanceof NightsTaken) return refusal(deps.locale, 409, 'reservationFailed')
    throw error
  }
}

/** Owners delete any reservation of their apartment; a co-user with booking rights only their own. */
export async function deleteOwnerReservation(
  deps: HomeownerDeps,
  input: { id: number; rid: number; afterDelete?: AfterDelete },
): Promise<HomeownerResult<DeleteReservationResponse>> {
  const access = await apartmentFor(deps, input.id, 'reserve')
  if (!access.ok) return access
  const { apartment, viewer, rights } = access.value
  const reservation = await findReservation(deps.db, apartment.id, input.rid)
  if (!reservation) return refusal(deps.locale, 404, 'reservationNotFound')
  if (rights !== 'owner' && reservation.createdBy !== viewer.id) return refusal(deps.locale, 403, 'forbidden')
  // Giving own time to sale is a release, which only the owner decides.
  if (rights !== 'owner' && reservation.kind === 'own' && input.afterDelete === 'sale') return refusal(deps.locale, 403, 'forbidden')
  if (reservation.from < helsinkiDay(deps.now)) return refusal(deps.locale, 409, 'deletionFailed')
  const goesTo = afterDelete(reservation.kind, input.afterDelete, apartment.contract, reservation)
  if (goesTo === 'noAgreement') return refusal(deps.locale, 400, 'noAgreement', undefined, 'afterDelete')
  await unreserve(deps.db, apartment, reservation, goesTo, viewer.id, deps.now)
  return { ok: true, value: { afterDelete: goesTo } }
}
