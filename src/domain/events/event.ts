/**
 * An event as a calendar knows it (docs/events.md#an-event): what, where and when, and how it
 * repeats. Instants are ISO strings; an event from midnight to midnight (Helsinki) is all-day.
 */
import { helsinkiDay, helsinkiInstant } from '../helsinki'
import { instantOf } from './instant'
import { recurrenceError, type RecurrenceRule } from './recurrence'

export type CalendarEvent = {
  /** Stable, whatever the language, so calendar apps update the event instead of adding a copy. */
  uid: string
  title: string
  description: string
  location: string
  /** ISO instants; without an offset, Helsinki time. */
  start: string
  end: string
  url?: string | null
  organizer?: { name: string; email: string } | null
  recurrence?: RecurrenceRule | null
}

export const missingArguments = 'You need to specify function arguments'

/** The uid too: without it a calendar app cannot tell the event from a new one. */
const required = ['uid', 'title', 'description', 'location', 'start', 'end'] as const

// URL and mailto: values are written unescaped (they are not TEXT), so anything that could end the
// content line is refused here rather than written. The collection checks the same way.
const httpUrl = /^https?:\/\/[^\s"<>\\]+$/
const emailAddress = /^[^\s@"<>:;,\\]+@[^\s@"<>:;,\\]+$/

/**
 * A checked event: every required part given, a valid rule, an end after the start, and a URL and
 * organizer that can be written. Throws `missingArguments`, the rule's message, or a RangeError.
 */
export function calendarEvent(args?: Partial<CalendarEvent> | null): CalendarEvent {
  if (!args || required.some((key) => typeof args[key] !== 'string' || args[key].trim() === '')) throw new Error(missingArguments)
  const { start, end } = eventInstants(args as CalendarEvent)
  if (end <= start) throw new RangeError('An event must end after it starts')
  if (args.recurrence) {
    const error = recurrenceError(args.recurrence)
    if (error) throw new Error(error)
  }
  if (args.url && !httpUrl.test(args.url)) throw new RangeError(`An event's URL must be an http(s) address: ${args.url}`)
  if (args.organizer && !emailAddress.test(args.organizer.email)) throw new RangeError(`An organizer needs an e-mail address: ${args.organizer.email}`)
  const { uid, title, description, location, url, organizer, recurrence } = args as CalendarEvent
  return {
    uid,
    title,
    description,
    location,
    start: args.start!,
    end: args.end!,
    url: url || null,
    organizer: organizer ?? null,
    recurrence: recurrence ?? null,
  }
}

/** The event's start and end as instants; a RangeError when either is not an ISO date-time. */
export function eventInstants(event: Pick<CalendarEvent, 'start' | 'end'>): { start: Date; end: Date } {
  const start = instantOf(event.start)
  const end = instantOf(event.end)
  if (!start || !end) throw new RangeError(`An event needs ISO date-times as its start and end: ${event.start}, ${event.end}`)
  return { start, end }
}

const isHelsinkiMidnight = (instant: Date) => helsinkiInstant(helsinkiDay(instant), '00:00').getTime() === instant.getTime()

/** Starts and ends exactly at midnight in Helsinki (and ends after it starts): written with dates only. */
export function isAllDay(event: Pick<CalendarEvent, 'start' | 'end'>): boolean {
  const start = instantOf(event.start)
  const end = instantOf(event.end)
  return start !== null && end !== null && end > start && isHelsinkiMidnight(start) && isHelsinkiMidnight(end)
}
