import 'server-only'
/** Puts a line's hold into the allocation table: seats, or the first free candidates' slots. */
import type { HoldRequest } from '@/domain/checkout/holds'
import { allocateSeats, allocateSlots, type Hold } from '@/server/db/allocationStore'
import type { SqlPort } from '@/server/db/sqlPort'

export async function holdLine(db: SqlPort, request: HoldRequest, hold: Hold): Promise<boolean> {
  if (request.kind === 'none') return true
  if (request.kind === 'seats') {
    const result = await allocateSeats(db, { resource: request.resource, capacity: request.capacity, quantity: request.quantity }, hold)
    return result.ok
  }
  let taken = 0
  for (const candidate of request.candidates) {
    if (taken === request.count) break
    const result = await allocateSlots(db, candidate.slots.map((slot) => ({ resource: candidate.resource, slot })), hold)
    if (result.ok) taken++
  }
  return taken === request.count
}
