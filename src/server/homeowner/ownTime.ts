/**
 * Keeps an apartment's free own time in the allocation table (docs/homeowner.md#nights-in-the-allocation-table):
 * every own night from today on that is neither released nor taken carries an `owner:own` row, so
 * the shop cannot sell it. Nights a guest has already bought stay sold; nights no longer in the
 * contract's own time lose their row. No server-only import: the seed runs it outside Next.
 */
import { resourceKey } from '@/domain/availability/resources'
import { ownNightsFrom, nightsOf, type Contract } from '@/domain/homeowner/contract'
import { ownerRef } from '@/domain/homeowner/refs'
import { helsinkiDay } from '@/domain/helsinki'
import { deleteSlots, slotsOfRef, takeSlots } from '@/server/db/allocationStore'
import { allApartmentIds, apartmentUpdatedAt, dropOrphanReservationNights, loadApartments, releasesOf, unitOf } from '@/server/db/homeownerStore'
import { lockKeys, type SqlPort, type SqlTx } from '@/server/db/sqlPort'

/** Rows under `ref`, whichever units they are on. */
async function deleteRows(tx: SqlTx, rows: { resource: string; slot: string }[], ref: string) {
  for (const resource of new Set(rows.map((r) => r.resource))) {
    await deleteSlots(
      tx,
      resource,
      rows.filter((r) => r.resource === resource).map((r) => r.slot),
      ref,
    )
  }
}

export type OwnTimeSource = { id: number; unitId: number; ownPeriods: Contract['ownPeriods'] }

export async function syncOwnTime(db: SqlPort, apartment: OwnTimeSource, now: Date): Promise<void> {
  const today = helsinkiDay(now)
  const unit = await unitOf(db, apartment.unitId)
  if (!unit) return
  const ref = ownerRef.ownTime(apartment.id)
  const resource = resourceKey.unit(unit.code)
  await db.transaction(async (tx) => {
    if (db.dialect === 'postgres') await lockKeys(tx, [ref])
    const released = new Set((await releasesOf(tx, apartment.id, { from: today, to: '9999-12-31' })).flatMap(nightsOf))
    const wanted = new Set(ownNightsFrom(apartment, today).filter((n) => !released.has(n)))
    const current = await slotsOfRef(tx, ref)
    // Rows of another unit (the apartment was moved) or nights no longer own time go; past nights stay as they were.
    const stale = current.filter((r) => r.slot >= today && (r.resource !== resource || !wanted.has(r.slot)))
    await deleteRows(tx, stale, ref)
    const have = new Set(current.filter((r) => r.resource === resource).map((r) => r.slot))
    const missing = [...wanted].filter((n) => !have.has(n))
    await takeSlots(tx, resource, missing, { ref, productCode: unit.productCode, now }, true)
  })
}

/** An apartment removed from the contract list: its free own time, and the nights of its deleted reservations, go back to the resort. */
export async function dropOwnTime(db: SqlPort, apartmentId: number, now: Date): Promise<void> {
  const today = helsinkiDay(now)
  const ref = ownerRef.ownTime(apartmentId)
  await db.transaction(async (tx) => {
    await dropOrphanReservationNights(tx, today)
    const rows = (await slotsOfRef(tx, ref)).filter((r) => r.slot >= today)
    await deleteRows(tx, rows, ref)
  })
}

/**
 * Writes every apartment's own time again: the sweeper's safety net for a save whose after-commit
 * sync failed (the log says so), run at start and hourly. Nights already right are left alone.
 */
export async function resyncAllOwnTime(db: SqlPort, now: Date): Promise<void> {
  for (const a of await loadApartments(db, await allApartmentIds(db))) {
    await syncOwnTime(db, { id: a.id, unitId: a.unitId, ownPeriods: a.contract.ownPeriods }, now)
  }
}

/**
 * Runs `work` once the apartment's row, as this connection sees it, passes `seen` (its save time, or
 * null once deleted): that is, once the admin's transaction has committed. False when it never did.
 */
export async function whenCommitted(
  db: SqlPort,
  apartmentId: number,
  seen: (updatedAt: string | null) => boolean,
  work: () => Promise<void>,
  timeoutMs = 15_000,
) {
  const started = Date.now()
  while (!seen(await apartmentUpdatedAt(db, apartmentId))) {
    if (Date.now() - started > timeoutMs) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await work()
  return true
}
