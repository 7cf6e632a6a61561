/**
 * How the server re-finds, from a cart line's metadata alone, the offer the visitor chose: the
 * question to ask the availability engine and the offer in its answer that is the same booking.
 * Prices always come from that fresh offer, never from the client.
 */
import type { AvailabilityItem } from '../availability/types'
import type { Persons, ProductKind } from '../catalogue'
import { defaultPersons } from '../catalogue'
import type { CartLineMetadata, Guest } from '../cart/cartLine'
import { helsinkiDay } from '../helsinki'
import type { ShopFilter } from '../shopApi'

/** The party a line was booked for, from its guests; the kind's default party when it has none. */
export function personsOfGuests(guests: Guest[] | undefined, kind: ProductKind): Persons {
  if (!guests || guests.length === 0) return defaultPersons(kind)
  const count = (type: Guest['type']) => guests.filter((g) => g.type === type).length
  return { numberOfAdults: count('adult'), numberOfChildrenOlder: count('child_older'), numberOfChildrenYounger: count('child_younger') }
}

/** The day a timed line (activity, court) takes place, from its start instant or its dates. */
function dayOf(metadata: CartLineMetadata): string | undefined {
  if (metadata.dateTime) {
    const instant = new Date(metadata.dateTime)
    if (!Number.isNaN(instant.getTime())) return helsinkiDay(instant)
  }
  return metadata.dates?.from
}

/** The availability question whose answer contains the line's offer; null when the line names no day. */
export function offerFilter(kind: ProductKind, metadata: CartLineMetadata): ShopFilter | null {
  const persons = personsOfGuests(metadata.guests, kind)
  switch (kind) {
    case 'accommodation':
      return metadata.dates?.from && metadata.dates.to ? { dates: { from: metadata.dates.from, to: metadata.dates.to }, persons } : null
    case 'course':
      return metadata.variation ? { persons, variation: metadata.variation } : null
    case 'activity':
    case 'court':
    case 'ticket': {
      const day = dayOf(metadata)
      if (!day) return null
      return { dates: { from: day }, persons, ...(kind === 'court' && metadata.variation ? { variation: metadata.variation } : {}) }
    }
    default:
      return null
  }
}

/** The offer in a fresh answer that is the line's booking (same rate, session, start or day). */
export function matchOffer(offers: AvailabilityItem[], metadata: CartLineMetadata): AvailabilityItem | undefined {
  return offers.find((offer) => {
    switch (offer.type) {
      case 'stay':
        return offer.ratePlan === metadata.variation && offer.from === metadata.dates?.from && offer.to === metadata.dates?.to
      case 'session':
        return offer.id === metadata.variation
      case 'slot':
        return offer.start === metadata.dateTime
      case 'court':
        return offer.start === metadata.dateTime && String(offer.durationMinutes) === metadata.variation
      case 'ticket':
        return offer.date === dayOf(metadata)
    }
  })
}
