/**
 * Events as an iCalendar file (docs/events.md#calendar-files): the one an event's page builds in the
 * browser for "Add to calendar", and the feed calendar apps subscribe to. Timed events are written
 * in Helsinki local time with the zone's rules included, so a repeating event keeps its hour across
 * the clock changes; all-day events as dates.
 */
import { helsinkiDay } from '../helsinki'
import { dateValue, escapeText, helsinkiDateTime, helsinkiTimezone, helsinkiTzid, icsText, utcDateTime } from '../ics/lines'
import { calendarEvent, isAllDay, type CalendarEvent } from './event'
import { rruleValue } from './recurrence'

/** The downloaded file's type, as the resort's calendar files have always been served. */
export const icsMimeType = 'text/x-vCalendar'
/** The subscribed feed's type (RFC 5545 §8.1). */
export const icsFeedMimeType = 'text/calendar; charset=utf-8'

/** A parameter value is quoted when it holds a character that would end it (§3.2). */
const paramValue = (s: string) => (/[:;,"]/.test(s) ? `"${s.replace(/"/g, "'")}"` : s)

function eventLines(input: CalendarEvent, now: Date): string[] {
  const event = calendarEvent(input)
  const allDay = isAllDay(event)
  const start = new Date(event.start)
  const end = new Date(event.end)
  // An all-day event's end is the midnight after its last day: DTEND is that day, exclusive.
  const when = allDay
    ? [`DTSTART;VALUE=DATE:${dateValue(helsinkiDay(start))}`, `DTEND;VALUE=DATE:${dateValue(helsinkiDay(end))}`]
    : [`DTSTART;TZID=${helsinkiTzid}:${helsinkiDateTime(start)}`, `DTEND;TZID=${helsinkiTzid}:${helsinkiDateTime(end)}`]
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(now)}`,
    ...when,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    ...(event.recurrence ? [`RRULE:${rruleValue(event.recurrence, allDay)}`] : []),
    'END:VEVENT',
  ]
}

export function icsCalendar(events: CalendarEvent[], options: { prodId: string; now: Date; name?: string }): string {
  const timed = events.some((e) => !isAllDay(e))
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...(timed ? helsinkiTimezone : []),
    ...events.flatMap((e) => eventLines(e, options.now)),
    'END:VCALENDAR',
  ])
}

/** A file name any system accepts: ASCII letters and digits, umlauts as plain vowels. */
export function icsFileName(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[äå]/g, 'a')
    .replace(/ö/g, 'o')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${base || 'event'}.ics`
}
