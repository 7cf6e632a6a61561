import 'server-only'
/** Puts a line's hold into the allocation table: seats, or the first free candidates' slots. */
import type { HoldRequest, SlotHold } from '@/domain/checkout/holds'
import { allocateSeats, allocateSlots, readTaken, type Hold } from '@/server/db/allocationStore'
import type { SqlPort } from '@/server/db/sqlPort'

/** The candidates with none of their slots taken right now: the only ones worth a write transaction. */
async function freeCandidates(db: SqlPort, request: SlotHold, now: Date) {
  const slots = request.candidates.flatMap((c) => c.slots).sort()
  if (slots.length === 0) return []
  // '~' sorts after every character a night or an ISO instant contains, so the last slot is included.
  const range = { resources: request.candidates.map((c) => c.resource), from: slots[0]!, to: `${slots[slots.length - 1]!}~` }
  const taken = await readTaken(db, { slots: range }, now)
  return request.candidates.filter((c) => !c.slots.some((slot) => taken.slots.get(c.resource)?.has(slot)))
}

type Row = { resource: string; slot: string }

/** The allocation rows the hold took, or null when it could not be held (nothing of it is kept then by the caller). */
export async function holdLine(db: SqlPort, request: HoldRequest, hold: Hold): Promise<Row[] | null> {
  if (request.kind === 'none') return []
  if (request.kind === 'seats') {
    const result = await allocateSeats(db, { resource: request.resource, capacity: request.capacity, quantity: request.quantity }, hold)
    return result.ok ? result.slots : null
  }
  let taken = 0
  const rows: Row[] = []
  // A candidate that looked free may still be lost to a concurrent buyer: the unique index decides.
  for (const candidate of await freeCandidates(db, request, hold.now)) {
    if (taken === request.count) break
    const result = await allocateSlots(
      db,
      candidate.slots.map((slot) => ({ resource: candidate.resource, slot })),
      hold,
    )
    if (result.ok) {
      taken++
      rows.push(...result.slots)
    }
  }
  return taken === request.count ? rows : null
}
