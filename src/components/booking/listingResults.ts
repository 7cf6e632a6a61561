/**
 * Which listed items a dated search shows, which it sets aside as not bookable, and which "no results"
 * text applies (docs/messages.md#shop-and-cart: variants for accommodation and for larger groups).
 */
import type { AvailabilityItem, Unavailable } from '@/domain/availability/types'
import type { ProductKind } from '@/domain/catalogue'

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
  // A day search hides activities and tickets with nothing that day; other kinds in a mixed category stay.
  const byDay = (item: T) => item.kind === 'activity' || item.kind === 'ticket'
  const visible = items.filter((item) => !byDay(item) || (availability.get(item.code) ?? []).length > 0)
  return { visible, unavailable: [], noResults: visible.length === 0 ? 'default' : null }
}

/** Why a room type cannot be booked for the search: its offers' reason, or too small for the party. */
export function unavailableReason(offers: AvailabilityItem[] | undefined, capacity: number | null, party: number | null): Unavailable {
  if (party !== null && capacity !== null && party > capacity) return 'capacity'
  return offers?.find((offer) => offer.reason)?.reason ?? 'full'
}
