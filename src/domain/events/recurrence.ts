/**
 * A repeating event's rule (docs/events.md#recurrence), as iCalendar (RFC 5545) writes it. The
 * messages are the calendar's own, word for word: staff see them in the admin and a calendar file
 * is never written from a rule that fails them.
 */
import { addDays, helsinkiDay, helsinkiInstant, isIsoDate } from '../helsinki'
import { dateValue, utcDateTime } from '../ics/lines'
import { instantOf } from './instant'

export const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
export type WeekdayCode = (typeof weekdayCodes)[number]

export const frequencies = ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY'] as const
export type Frequency = (typeof frequencies)[number]

export type RecurrenceRule = {
  freq: Frequency
  /** The last day (`YYYY-MM-DD`, that whole Helsinki day) or instant (an ISO date-time) an occurrence may start. */
  until?: string
  interval?: number
  count?: number
  byday?: WeekdayCode[]
}

export const recurrenceMessages = {
  freq: 'Recurrence rrule frequency must be provided and be one of the following: YEARLY, MONTHLY, WEEKLY, or DAILY',
  until: 'Recurrence rrule until must be a valid date string',
  interval: 'Recurrence rrule interval must be an integer',
  count: 'Recurrence rrule count must be an integer',
  bydayArray: 'Recurrence rrule byday must be an array',
  bydayLength: 'Recurrence rrule byday array must not be longer than the 7 days in a week',
  bydayValues: 'Recurrence rrule byday values must include only the following: SU, MO, TU, WE, TH, FR, SA',
} as const

/**
 * The last instant a rule's `until` allows, whole seconds as the RRULE writes it; null when it is not
 * a date or date-time. A bare day includes that whole Helsinki day: "the last day it may repeat on".
 */
export function untilInstant(until: string): Date | null {
  if (isIsoDate(until)) return new Date(helsinkiInstant(addDays(until, 1), '00:00').getTime() - 1000)
  const instant = instantOf(until)
  return instant && new Date(Math.floor(instant.getTime() / 1000) * 1000)
}

// RFC 5545 allows only positive INTERVAL and COUNT; 0 or -1 is refused with the same message, as
// the specification has no other for it and the rule cannot be written.
const isPositiveInteger = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0

/**
 * The first thing wrong with a rule, or null. A weekday given twice is refused with the values
 * message: the allowed values are the seven days each once, and a repeat is not in that list.
 */
export function recurrenceError(rule: unknown): string | null {
  if (typeof rule !== 'object' || rule === null) return recurrenceMessages.freq
  const { freq, until, interval, count, byday } = rule as Record<string, unknown>
  if (typeof freq !== 'string' || !(frequencies as readonly string[]).includes(freq)) return recurrenceMessages.freq
  if (until !== undefined && (typeof until !== 'string' || untilInstant(until) === null)) return recurrenceMessages.until
  if (interval !== undefined && !isPositiveInteger(interval)) return recurrenceMessages.interval
  if (count !== undefined && !isPositiveInteger(count)) return recurrenceMessages.count
  if (byday !== undefined) {
    if (!Array.isArray(byday)) return recurrenceMessages.bydayArray
    if (byday.length > 7) return recurrenceMessages.bydayLength
    if (byday.some((d) => !(weekdayCodes as readonly unknown[]).includes(d)) || new Set(byday).size !== byday.length) return recurrenceMessages.bydayValues
  }
  return null
}

/**
 * The rule as an RRULE value: `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20270101T215959Z`. UNTIL is
 * written as the event's start is: a date for an all-day event, a UTC date-time otherwise (§3.3.10).
 * The rule is written as given: one with both COUNT and UNTIL, which RFC 5545 forbids, goes through
 * `writtenRule` (occurrences.ts) first.
 */
export function rruleValue(rule: RecurrenceRule, allDay: boolean): string {
  const parts = [`FREQ=${rule.freq}`]
  if (rule.interval && rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`)
  if (rule.count) parts.push(`COUNT=${rule.count}`)
  if (rule.byday?.length) parts.push(`BYDAY=${weekdayCodes.filter((d) => rule.byday!.includes(d)).join(',')}`)
  if (rule.until) {
    const last = untilInstant(rule.until)
    if (!last) throw new RangeError(recurrenceMessages.until)
    parts.push(`UNTIL=${allDay ? dateValue(helsinkiDay(last)) : utcDateTime(last)}`)
  }
  return parts.join(';')
}
