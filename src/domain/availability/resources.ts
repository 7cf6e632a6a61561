/**
 * Allocation resource keys. Every sold or held night, seat or court step is one allocation row
 * `(resource, slot)` with a unique constraint on the pair, so two processes can never sell the same
 * thing: nights and court steps use the night / step as the slot, counted resources use `seat:N`.
 */
import type { IsoDate } from '../catalogue'

export const resourceKey = {
  unit: (unitId: string) => `unit:${unitId}`,
  court: (courtId: string) => `court:${courtId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  activity: (productCode: string, startUtc: string) => `activity:${productCode}:${startUtc}`,
  pool: (pool: string, date: IsoDate) => `pool:${pool}:${date}`,
}

/** The slot value of the n-th seat (1-based) of a counted resource. */
export const seatSlot = (n: number) => `seat:${String(n).padStart(4, '0')}`
