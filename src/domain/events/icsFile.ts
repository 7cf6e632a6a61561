/**
 * Events as an iCalendar file (docs/events.md#calendar-files): the one an event's page builds in the
 * browser for "Add to calendar", and the feed calendar apps subscribe to. Timed events are written
 * in Helsinki local time with the zone's rules included, so a repeating event keeps its hour across
 * the clock changes; all-day events as dates.
 */
import { helsinkiDay } from '../helsinki'
import { dateValue, escapeText, helsinkiDateTime, helsinkiTimezone, helsinkiTzid, icsText, paramValue, utcDateTime } from '../ics/lines'
import { calendarEvent, eventInstants, isAllDay, type CalendarEvent } from './event'
import { writtenRule } from './occurrences'
import { rruleValue } from './recurrence'

/** The downloaded file's type, as the resort's calendar files have always been served. */
export const icsMimeType = 'text/x-vCalendar'
/** The subscribed feed's type (RFC 5545 §8.1). */
export const icsFeedMimeType = 'text/calendar; charset=utf-8'

function eventLines(input: CalendarEvent, now: Date): string[] {
  const event = calendarEvent(input)
  const allDay = isAllDay(event)
  const { start, end } = eventInstants(event)
  // An all-day event's end is the midnight after its last day: DTEND is that day, exclusive.
  const when = allDay
    ? [`DTSTART;VALUE=DATE:${dateValue(helsinkiDay(start))}`, `DTEND;VALUE=DATE:${dateValue(helsinkiDay(end))}`]
    : [`DTSTART;TZID=${helsinkiTzid}:${helsinkiDateTime(start)}`, `DTEND;TZID=${helsinkiTzid}:${helsinkiDateTime(end)}`]
  const rule = writtenRule(event)
  const organizer = event.organizer
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(now)}`,
    ...when,
    ...(rule ? [`RRULE:${rruleValue(rule, allDay)}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(organizer ? [`ORGANIZER${organizer.name.trim() ? `;CN=${paramValue(organizer.name.trim())}` : ''}:mailto:${organizer.email}`] : []),
    'END:VEVENT',
  ]
}

/**
 * The calendar file of `events`, stamped `now`. Every event is checked first (`calendarEvent`): a
 * file is never written from an event that fails, the call throws instead.
 */
export function icsCalendar(events: CalendarEvent[], options: { prodId: string; now: Date; name?: string }): string {
  const timed = events.some((e) => !isAllDay(e))
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(options.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...(timed ? helsinkiTimezone : []),
    ...events.flatMap((e) => eventLines(e, options.now)),
    'END:VCALENDAR',
  ])
}

/** Letters that do not come apart into a base letter and a mark. */
const spelledOut: Record<string, string> = { æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th' }

/** A file name any system accepts: ASCII letters, digits and hyphens; ä, å and ö (é, ü, …) as plain letters. */
export function icsFileName(title: string): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[æøœßđłþ]/g, (ch) => spelledOut[ch]!)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${base || 'event'}.ics`
}
