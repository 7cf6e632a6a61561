/**
 * The party of a booking: adults 15+, children 5–14 ("older") and small children 0–4 ("younger"),
 * docs/limits.md#persons-and-capacity. Every booking needs an adult, and no party exceeds the lodging limit of 12.
 */
import { maxCapacity, personCount, type Persons } from './catalogue'

export type PersonsError = 'notInteger' | 'negative' | 'noAdult' | 'tooMany' | 'capacity'

/** docs/content-model.md#guest-entry types. */
export type GuestType = 'adult' | 'child_older' | 'child_younger'

const counts = (p: Persons) => [p.numberOfAdults, p.numberOfChildrenOlder, p.numberOfChildrenYounger]

/**
 * The first problem with a party, or null when it can book. `capacity` is the product's own limit
 * (a room type's lodging capacity), checked after the general limit of 12.
 */
export function validatePersons(p: Persons, capacity?: number): PersonsError | null {
  if (!counts(p).every(Number.isInteger)) return 'notInteger'
  if (counts(p).some((n) => n < 0)) return 'negative'
  if (p.numberOfAdults < 1) return 'noAdult'
  if (personCount(p) > maxCapacity) return 'tooMany'
  if (capacity !== undefined && personCount(p) > capacity) return 'capacity'
  return null
}

/** One guest type per person: adults first, then older and younger children. */
export function guestTypes(p: Persons): GuestType[] {
  return [
    ...Array<GuestType>(p.numberOfAdults).fill('adult'),
    ...Array<GuestType>(p.numberOfChildrenOlder).fill('child_older'),
    ...Array<GuestType>(p.numberOfChildrenYounger).fill('child_younger'),
  ]
}
