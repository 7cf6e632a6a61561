import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeDeleteHook } from 'payload'
import { invalidateCatalogue } from '@/server/catalogue/catalogueMemo'

type ApartmentDoc = { id: number; unit: number | { id: number }; ownPeriods?: { from: string; to: string; slotDays?: number | null }[] | null }

const idOf = (v: number | { id: number }) => (typeof v === 'object' ? v.id : v)

/**
 * Runs after Payload's transaction: on SQLite that transaction holds the write lock, so our own
 * connection waits for its commit (busy timeout) instead of deadlocking the save. The document's
 * own values are used, never a read of the uncommitted row. Loaded lazily: collection configs are
 * also read by CLI scripts, where server-only modules cannot load (the seed syncs by itself).
 */
function afterCommit(work: () => Promise<void>) {
  setImmediate(() => work().catch((error) => console.error('homeowner: own time not written to the allocation table', error)))
}

/**
 * On PostgreSQL the sync does not wait for Payload's commit, so a catalogue read between the two
 * could keep the old agreement: it is dropped once more when the save has surely committed.
 */
const commitWindowMs = 2000
function invalidateAgain() {
  setTimeout(invalidateCatalogue, commitWindowMs).unref()
}

/** A saved contract changes what the shop may sell at once: own time into the allocation table, and the catalogue's agreements. */
export const apartmentChanged: CollectionAfterChangeHook<ApartmentDoc> = ({ doc, req }) => {
  invalidateCatalogue()
  invalidateAgain()
  if (req.context.skipOwnTimeSync) return doc
  const source = {
    id: doc.id,
    unitId: idOf(doc.unit),
    ownPeriods: (doc.ownPeriods ?? []).map((p) => ({ from: p.from, to: p.to, slotDays: p.slotDays ?? 0 })),
  }
  afterCommit(async () => {
    const [{ sql }, { syncOwnTime }] = await Promise.all([import('@/server/db'), import('@/server/homeowner/ownTime')])
    await syncOwnTime(sql(), source, new Date())
    invalidateCatalogue()
  })
  return doc
}

/** An apartment leaves with its reservations, releases and co-users: they mean nothing without it. */
export const apartmentDeleting: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['homeowner-reservations', 'homeowner-releases', 'homeowner-co-users'] as const) {
    await req.payload.delete({ collection, where: { apartment: { equals: id } }, req, overrideAccess: true })
  }
}

/** Its own time and its owners' reservations from today on go back to the resort to sell. */
export const apartmentDeleted: CollectionAfterDeleteHook<ApartmentDoc> = ({ doc, req }) => {
  invalidateCatalogue()
  if (req.context.skipOwnTimeSync) return doc
  afterCommit(async () => {
    const [{ sql }, { dropOwnTime }] = await Promise.all([import('@/server/db'), import('@/server/homeowner/ownTime')])
    await dropOwnTime(sql(), doc.id, new Date())
  })
  return doc
}
