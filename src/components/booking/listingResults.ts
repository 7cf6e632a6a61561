/**
 * Which listed items a dated search shows, which it sets aside as not bookable, and which "no results"
 * text applies (docs/messages.md#shop-and-cart: variants for accommodation and for larger groups).
 */
import type { AvailabilityItem, Unavailable } from '@/domain/availability/types'
import type { IsoDate, ProductKind } from '@/domain/catalogue'
import type { CategoryItemsResponse } from '@/domain/shopApi'

export type NoResults = 'default' | 'accommodation' | 'largeGroup'
export type ListedItem = { code: string; kind: ProductKind; capacity: number | null }
export type ListingResults<T> = { visible: T[]; unavailable: T[]; noResults: NoResults | null }

const bookable = (offers: AvailabilityItem[] | undefined) => (offers ?? []).some((offer) => offer.available)

/**
 * @param availability product code -> offers, or null before a search
 * @param party the number of persons searched for, when the kind has a party
 */
export function listingResults<T extends ListedItem>(
  items: T[],
  availability: ReadonlyMap<string, AvailabilityItem[]> | null,
  kind: ProductKind | null,
  party: number | null,
): ListingResults<T> {
  if (!availability) return { visible: items, unavailable: [], noResults: items.length === 0 ? 'default' : null }
  if (kind === 'accommodation') {
    const visible = items.filter((item) => bookable(availability.get(item.code)))
    const unavailable = items.filter((item) => !bookable(availability.get(item.code)))
    const capacities = items.map((item) => item.capacity).filter((c): c is number => c !== null)
    const tooBig = party !== null && capacities.length > 0 && party > Math.max(...capacities)
    return { visible, unavailable, noResults: visible.length > 0 ? null : tooBig ? 'largeGroup' : 'accommodation' }
  }
  if (kind === 'course') return { visible: items, unavailable: [], noResults: items.length === 0 ? 'default' : null }
  // A day search shows the activities with a time to book that day and sets the others aside (each
  // says when it is next available); it hides tickets with nothing that day; other kinds in a mixed
  // category stay.
  const shown = (item: T) => {
    const offers = availability.get(item.code) ?? []
    if (item.kind === 'activity') return bookable(offers.filter((offer) => offer.reason !== 'past'))
    return item.kind !== 'ticket' || offers.length > 0
  }
  const visible = items.filter(shown)
  const unavailable = items.filter((item) => item.kind === 'activity' && !shown(item))
  return { visible, unavailable, noResults: visible.length === 0 ? 'default' : null }
}

/** Why a room type cannot be booked for the search: its offers' reason, or too small for the party. */
export function unavailableReason(offers: AvailabilityItem[] | undefined, capacity: number | null, party: number | null): Unavailable {
  if (party !== null && capacity !== null && party > capacity) return 'capacity'
  return offers?.find((offer) => offer.reason)?.reason ?? 'full'
}

/**
 * The day an activity listing answered for today should move to: none while an activity has a time
 * to book today, else the earliest next available day of its activities (null when none has one).
 */
export function firstNextDay(data: CategoryItemsResponse | null, today: IsoDate): IsoDate | null {
  if (!data) return null
  const activities = data.items.filter((item) => item.kind === 'activity')
  if (activities.length === 0 || activities.some((item) => item.nextAvailable === today)) return null
  const days = activities.map((item) => item.nextAvailable).filter((day): day is IsoDate => typeof day === 'string' && day > today)
  return days.length > 0 ? days.reduce((a, b) => (a < b ? a : b)) : null
}
