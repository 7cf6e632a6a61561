/**
 * What a sold line occupies (docs/shop.md#allocations): nights of one unit, steps of one court, or seats of a
 * counted resource. The store tries the candidates in order; the unique index decides races.
 */
import { courtSteps, resourceKey, stayNights, unitClosure, unitSellable } from '../availability'
import type { AvailabilityItem } from '../availability/types'
import type { Inventory, Persons } from '../catalogue'
import { personCount } from '../catalogue'

/** Take `count` of the candidates, each with all of its slots. */
export type SlotHold = { kind: 'slots'; count: number; candidates: { resource: string; slots: string[] }[] }
export type SeatHold = { kind: 'seats'; resource: string; capacity: number; quantity: number }
export type HoldRequest = { kind: 'none' } | SlotHold | SeatHold

export type HoldInput = {
  productCode: string
  inventory: Inventory
  offer: AvailabilityItem | null
  persons: Persons
  /** Units of the line (metadata.amount). */
  quantity: number
  /** A court chosen on a test host. */
  courtCode?: string
}

export function holdFor({ productCode, inventory, offer, persons, quantity, courtCode }: HoldInput): HoldRequest {
  const party = personCount(persons)
  if (!offer) return { kind: 'none' }
  if (offer.type === 'stay' && inventory.kind === 'accommodation') {
    const nights = stayNights(offer.from, offer.to)
    // Smallest fitting unit first, so a couple does not take the family cottage; a closed room is
    // never held, even when the room type has others open.
    const units = inventory.units
      .filter((u) => u.capacity >= party && !unitClosure(inventory, u, nights) && unitSellable(u, nights))
      .sort((a, b) => a.capacity - b.capacity || a.code.localeCompare(b.code))
    return { kind: 'slots', count: quantity, candidates: units.map((u) => ({ resource: resourceKey.unit(u.id), slots: nights })) }
  }
  if (offer.type === 'court' && inventory.kind === 'court') {
    const steps = courtSteps(offer.start, offer.durationMinutes, inventory.stepMinutes)
    const free = new Set(offer.freeCourts.map((c) => c.code))
    const courts = inventory.courts.filter((c) => (courtCode ? c.code === courtCode : free.has(c.code)))
    return { kind: 'slots', count: quantity, candidates: courts.map((c) => ({ resource: resourceKey.court(c.id), slots: steps })) }
  }
  if (offer.type === 'session') return { kind: 'seats', resource: resourceKey.session(offer.id), capacity: offer.places, quantity: party * quantity }
  if (offer.type === 'slot')
    return { kind: 'seats', resource: resourceKey.activity(productCode, offer.start), capacity: offer.places, quantity: party * quantity }
  if (offer.type === 'ticket' && inventory.kind === 'ticket') {
    return { kind: 'seats', resource: resourceKey.pool(inventory.pool, offer.date), capacity: inventory.dailyCapacity, quantity }
  }
  return { kind: 'none' }
}
