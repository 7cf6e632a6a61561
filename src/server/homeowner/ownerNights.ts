import 'server-only'
/**
 * The transactions that move an apartment's nights between free own time, reservations and sale
 * (docs/homeowner.md#nights-in-the-allocation-table). Each changes every night it names or none:
 * a night someone else took in the meantime rolls the whole change back.
 */
import { resourceKey } from '@/domain/availability/resources'
import { nightsOf, type NightRange } from '@/domain/homeowner/contract'
import { ownerRef } from '@/domain/homeowner/refs'
import { deleteSlots, retagSlots, takeSlots } from '@/server/db/allocationStore'
import { deleteRelease, deleteReservation, insertRelease, insertReservation, type ApartmentRecord, type NewReservation } from '@/server/db/homeownerStore'
import { isUniqueViolation, lockKeys, type SqlPort, type SqlTx } from '@/server/db/sqlPort'

/** A night of the change was not where it had to be: the transaction is rolled back. */
export class NightsTaken extends Error {}

const resourceOf = (a: ApartmentRecord) => resourceKey.unit(a.unitCode)

/** One apartment's owner changes take turns on PostgreSQL (SQLite's write transactions already do). */
async function inTurn<T>(db: SqlPort, apartment: ApartmentRecord, work: (tx: SqlTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (db.dialect === 'postgres') await lockKeys(tx, [ownerRef.ownTime(apartment.id)])
    return work(tx)
  })
}

/** Free own time becomes a reservation; every night must be free own time now. */
export function reserveOwnTime(db: SqlPort, apartment: ApartmentRecord, reservation: NewReservation, now: Date): Promise<number> {
  return inTurn(db, apartment, async (tx) => {
    const id = await insertReservation(tx, reservation, now)
    const nights = nightsOf(reservation)
    if ((await retagSlots(tx, resourceOf(apartment), nights, ownerRef.ownTime(apartment.id), ownerRef.reservation(id))) !== nights.length)
      throw new NightsTaken()
    return id
  })
}

/** Free own time goes to sale: its rows go, and the release is recorded so it can be taken back. */
export function releaseOwnTime(db: SqlPort, apartment: ApartmentRecord, range: NightRange, createdBy: number, now: Date): Promise<number> {
  return inTurn(db, apartment, async (tx) => {
    const nights = nightsOf(range)
    if ((await deleteSlots(tx, resourceOf(apartment), nights, ownerRef.ownTime(apartment.id))) !== nights.length) throw new NightsTaken()
    return insertRelease(tx, { apartmentId: apartment.id, ...range, createdBy }, now)
  })
}

/** A release's nights from `from` on become own time again, unless a guest holds or bought any of them. */
export function takeBack(db: SqlPort, apartment: ApartmentRecord, release: { id: number; from: string; to: string }, productCode: string, now: Date) {
  return inTurn(db, apartment, async (tx) => {
    try {
      await takeSlots(tx, resourceOf(apartment), nightsOf(release), { ref: ownerRef.ownTime(apartment.id), productCode, now })
    } catch (error) {
      if (isUniqueViolation(error)) throw new NightsTaken()
      throw error
    }
    await deleteRelease(tx, release.id)
  })
}

/** A reservation is deleted; its nights from `from` on go back to own time, or to sale (recorded as a release). */
export function unreserve(
  db: SqlPort,
  apartment: ApartmentRecord,
  reservation: { id: number; from: string; to: string },
  to: 'own' | 'sale',
  createdBy: number,
  now: Date,
) {
  return inTurn(db, apartment, async (tx) => {
    const nights = nightsOf(reservation)
    const ref = ownerRef.reservation(reservation.id)
    if (to === 'own') await retagSlots(tx, resourceOf(apartment), nights, ref, ownerRef.ownTime(apartment.id))
    else {
      await deleteSlots(tx, resourceOf(apartment), nights, ref)
      await insertRelease(tx, { apartmentId: apartment.id, from: reservation.from, to: reservation.to, createdBy }, now)
    }
    await deleteReservation(tx, reservation.id)
  })
}
