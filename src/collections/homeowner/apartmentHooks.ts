import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeDeleteHook } from 'payload'
import { invalidateCatalogue } from '@/server/catalogue/catalogueMemo'

type ApartmentDoc = {
  id: number
  updatedAt: string
  unit: number | { id: number }
  ownPeriods?: { from: string; to: string; slotDays?: number | null }[] | null
}

const idOf = (v: number | { id: number }) => (typeof v === 'object' ? v.id : v)

/**
 * Our own connection writes the nights once Payload's transaction has committed: before that, it
 * would wait on SQLite's write lock (deadlocking the save) and, on PostgreSQL, not see the change.
 * So the work waits until the database shows the saved (or deleted) apartment, then drops the
 * catalogue, whose agreements changed. Loaded lazily: collection configs are also read by CLI
 * scripts, where server-only modules cannot load (the seed writes its own time by itself).
 */
function afterCommit(work: (helpers: typeof import('@/server/homeowner/ownTime'), db: import('@/server/db/sqlPort').SqlPort) => Promise<boolean>) {
  setImmediate(async () => {
    try {
      const [{ sql }, helpers] = await Promise.all([import('@/server/db'), import('@/server/homeowner/ownTime')])
      if (!(await work(helpers, sql()))) console.error('homeowner: the apartment change was not seen committed; the hourly resync will write its own time')
    } catch (error) {
      console.error('homeowner: own time not written to the allocation table', error)
    } finally {
      invalidateCatalogue()
    }
  })
}

/** A saved contract changes what the shop may sell at once: own time into the allocation table, and the catalogue's agreements. */
export const apartmentChanged: CollectionAfterChangeHook<ApartmentDoc> = ({ doc, req }) => {
  invalidateCatalogue()
  if (req.context.skipOwnTimeSync) return doc
  const source = {
    id: doc.id,
    unitId: idOf(doc.unit),
    ownPeriods: (doc.ownPeriods ?? []).map((p) => ({ from: p.from, to: p.to, slotDays: p.slotDays ?? 0 })),
  }
  afterCommit(async ({ whenCommitted, syncOwnTime }, db) => {
    const saved = new Date(doc.updatedAt).toISOString()
    return whenCommitted(
      db,
      doc.id,
      (updatedAt) => updatedAt === saved,
      () => syncOwnTime(db, source, new Date()),
    )
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
  afterCommit(({ whenCommitted, dropOwnTime }, db) =>
    whenCommitted(
      db,
      doc.id,
      (updatedAt) => updatedAt === null,
      () => dropOwnTime(db, doc.id, new Date()),
    ),
  )
  return doc
}
