/**
 * "Add to calendar" for an order (docs/checkout.md#add-to-calendar): one calendar event per booked
 * line that takes place at a time — a stay from check-in to check-out, a course's days, an activity
 * or court time, a ticket's day. Gift cards, passes and education have no time of their own and
 * cancelled lines are gone, so they are left out. Written with the events' own .ics writer.
 */
import type { OrderLineView } from '../checkout/api'
import type { CalendarEvent } from '../events/event'
import { icsCalendar } from '../events/icsFile'
import { addDays, helsinkiInstant, isIsoDate } from '../helsinki'

export type BookingCalendarInput = {
  orderNumber: string
  lines: OrderLineView[]
  /** The resort's address, the events' location. */
  location: string
  /** What the event says about its line (order number, rate, terms, room) in the order's language. */
  describe: (line: OrderLineView) => string
  /** Host name the event ids end in, so they are unique worldwide and stable across downloads. */
  uidDomain: string
  now: Date
}

const midnight = (day: string) => helsinkiInstant(day, '00:00').toISOString()

/** When a line takes place, or null when it has no time of its own. */
export function bookingWhen(line: OrderLineView): { start: string; end: string } | null {
  if (line.dateTime) {
    const start = new Date(line.dateTime)
    if (Number.isNaN(start.getTime())) return null
    // A timed line without a known end is shown as an hour rather than left out.
    const end = line.endsAt && new Date(line.endsAt) > start ? line.endsAt : new Date(start.getTime() + 3_600_000).toISOString()
    return { start: start.toISOString(), end }
  }
  if (!line.from || !isIsoDate(line.from)) return null
  const to = line.to && isIsoDate(line.to) ? line.to : line.from
  if (line.checkIn && line.checkOut && to > line.from) {
    return { start: helsinkiInstant(line.from, line.checkIn).toISOString(), end: helsinkiInstant(to, line.checkOut).toISOString() }
  }
  // A stay without times covers its nights (departure day excluded); anything else its whole days.
  const isStay = line.ratePlan !== null || line.checkIn !== null
  return { start: midnight(line.from), end: midnight(isStay && to > line.from ? to : addDays(to, 1)) }
}

export function bookingEvents(input: Omit<BookingCalendarInput, 'now'>): CalendarEvent[] {
  return input.lines.flatMap((line) => {
    if (line.cancellation.cancelledAt) return []
    const when = bookingWhen(line)
    if (!when) return []
    return [
      {
        uid: `${line.id}.${input.orderNumber}@${input.uidDomain}`,
        title: line.title,
        description: input.describe(line),
        location: input.location || ' ',
        ...when,
      },
    ]
  })
}

/** The order's bookings as an .ics file, or null when nothing in it takes place at a time. */
export function bookingCalendar(input: BookingCalendarInput, prodId: string): string | null {
  const events = bookingEvents(input)
  return events.length > 0 ? icsCalendar(events, { prodId, now: input.now }) : null
}
