import { tzOffset } from '@date-fns/tz/tzOffset'
import type { EventView } from '../blocks'
import { calendarEventOf } from '../events/calendarEventOf'
import { eventInstants, isAllDay } from '../events/event'
import { nextOccurrence } from '../events/nextOccurrence'
import { helsinkiDay, helsinkiZone } from '../helsinki'
import { compact, schemaUrl, type JsonLd } from './jsonLd'
import type { PostalAddress } from './organization'

/** An instant as Helsinki wall-clock time with its offset: '2026-12-05T18:00:00+02:00'. */
export function helsinkiDateTime(instant: Date): string {
  const offset = tzOffset(helsinkiZone, instant)
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

export type EventPage = {
  event: EventView
  url: string
  image: string | null
  /** The resort: the event's venue when the event names only a place inside it. */
  venue: { name: string; address: PostalAddress | null }
  /** The product the event is booked as, with its address and lowest price. */
  offer: JsonLd | null
  now: Date
}

/**
 * An event's page as a schema.org Event at its next occurrence (its first once all have passed). An
 * all-day event gives dates, a timed one Helsinki times with their offset.
 */
export function eventLd({ event, url, image, venue, offer, now }: EventPage): JsonLd {
  const next = nextOccurrence(calendarEventOf(event), now) ?? eventInstants(event)
  const allDay = isAllDay(event)
  const at = (d: Date, end: boolean) => (allDay ? helsinkiDay(end ? new Date(d.getTime() - 1) : d) : helsinkiDateTime(d))
  return compact({
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url,
    image,
    startDate: at(next.start, false),
    endDate: at(next.end, true),
    eventStatus: schemaUrl('EventScheduled'),
    eventAttendanceMode: schemaUrl('OfflineEventAttendanceMode'),
    location: compact({ '@type': 'Place', name: event.location || venue.name, address: venue.address }),
    organizer: event.organizer ? { '@type': 'Organization', name: event.organizer.name } : { '@type': 'Organization', name: venue.name },
    offers: offer,
  })
}
