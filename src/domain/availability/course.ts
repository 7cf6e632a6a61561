/**
 * Course sessions: fixed dates with a number of places. The session price is per person, and the
 * offer's price is the total for the asking party, which is what the visitor pays for the booking.
 */
import type { CourseInventory, IsoDate, Persons } from '../catalogue'
import { personCount } from '../catalogue'
import { price } from '../money'
import { closureDuring, closureNotice } from './closures'
import { resourceKey } from './resources'
import type { SessionOffer, Taken, Unavailable } from './types'

export type SessionRequest = {
  inventory: CourseInventory
  taken: Taken
  today: IsoDate
  persons: Persons
  taxBasisPoints: number
}

/**
 * Sessions starting today or later, earliest first. The offer id is the session id, which is also
 * the `variation` a visitor picks a session with. A session with any day in a closure of the course
 * is `closed`: a course is not sold with a day missing.
 */
export function sessionOffers({ inventory, taken, today, persons, taxBasisPoints }: SessionRequest): SessionOffer[] {
  const party = personCount(persons)
  return inventory.sessions
    .filter((session) => session.from >= today)
    .sort((a, b) => (a.from === b.from ? a.id.localeCompare(b.id) : a.from < b.from ? -1 : 1))
    .map((session) => {
      const sold = taken.counts.get(resourceKey.session(session.id)) ?? 0
      const freePlaces = Math.max(0, session.places - sold)
      const closure = closureDuring(inventory.closed, session.from, session.to)
      const reason: Unavailable | null = closure ? 'closed' : freePlaces === 0 ? 'full' : party > freePlaces ? 'capacity' : null
      return {
        type: 'session',
        id: session.id,
        from: session.from,
        to: session.to,
        places: session.places,
        freePlaces,
        available: reason === null,
        reason,
        ...(closure ? { closure: closureNotice(closure) } : {}),
        price: price(session.price * party, taxBasisPoints),
      }
    })
}
