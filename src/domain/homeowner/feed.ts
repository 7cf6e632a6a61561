/**
 * The private calendar feed (docs/homeowner.md#calendar-feed): the apartment's marked periods as
 * all-day events of an iCalendar file (RFC 5545), which calendar apps subscribe to by URL.
 * Consecutive nights with the same mark (and reservation) make one event from arrival to departure.
 */
import type { IsoDate } from '../catalogue'
import { addDays } from '../helsinki'
import { dateValue, escapeText, icsText, utcDateTime } from '../ics/lines'
import type { CalendarDay, Mark } from './calendar'

export type FeedEvent = { mark: Mark; from: IsoDate; to: IsoDate; reservationId?: number }

/** The marks a feed carries: what is booked or sold, and what is for sale; free and unavailable nights are left out. */
const carried: Mark[] = ['own', 'slot', 'other', 'sale']

export function feedEvents(days: CalendarDay[]): FeedEvent[] {
  const events: FeedEvent[] = []
  for (const day of days) {
    if (!carried.includes(day.mark)) continue
    const last = events[events.length - 1]
    if (last && last.to === day.date && last.mark === day.mark && last.reservationId === day.reservationId) last.to = addDays(day.date, 1)
    else events.push({ mark: day.mark, from: day.date, to: addDays(day.date, 1), ...(day.reservationId ? { reservationId: day.reservationId } : {}) })
  }
  return events
}

export type FeedInput = {
  /** Stable per apartment, so calendar apps update events instead of duplicating them. */
  uidPrefix: string
  name: string
  events: FeedEvent[]
  summary: (mark: Mark) => string
  stamp: Date
}

export function icsFeed(input: FeedInput): string {
  const stamp = utcDateTime(input.stamp)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kuusirinne Resort//Homeowner calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
    ...input.events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${input.uidPrefix}-${e.mark}-${e.from}@kuusirinne`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(e.from)}`,
      `DTEND;VALUE=DATE:${dateValue(e.to)}`,
      `SUMMARY:${escapeText(input.summary(e.mark))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return icsText(lines)
}
