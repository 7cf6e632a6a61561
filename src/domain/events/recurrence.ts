/**
 * A repeating event's rule (docs/events.md#recurrence), as iCalendar (RFC 5545) writes it. The
 * messages are the calendar's own, word for word: staff see them in the admin and a calendar file
 * is never written from a rule that fails them.
 */
import { addDays, helsinkiDay, helsinkiInstant } from '../helsinki'
import { dateValue, utcDateTime } from '../ics/lines'

export const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
export type WeekdayCode = (typeof weekdayCodes)[number]

export const frequencies = ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY'] as const
export type Frequency = (typeof frequencies)[number]

export type RecurrenceRule = { freq: Frequency; until?: string; interval?: number; count?: number; byday?: WeekdayCode[] }

export const recurrenceMessages = {
  freq: 'Recurrence rrule frequency must be provided and be one of the following: YEARLY, MONTHLY, WEEKLY, or DAILY',
  until: 'Recurrence rrule until must be a valid date string',
  interval: 'Recurrence rrule interval must be an integer',
  count: 'Recurrence rrule count must be an integer',
  bydayArray: 'Recurrence rrule byday must be an array',
  bydayLength: 'Recurrence rrule byday array must not be longer than the 7 days in a week',
  bydayValues: 'Recurrence rrule byday values must include only the following: SU, MO, TU, WE, TH, FR, SA',
} as const

const isInteger = (v: unknown) => typeof v === 'number' && Number.isInteger(v)

/**
 * The first thing wrong with a rule, or null. A weekday given twice is refused with the values
 * message: a rule may name each day once, so a repeat is not one of the allowed values' list.
 */
export function recurrenceError(rule: unknown): string | null {
  if (typeof rule !== 'object' || rule === null) return recurrenceMessages.freq
  const { freq, until, interval, count, byday } = rule as Record<string, unknown>
  if (typeof freq !== 'string' || !(frequencies as readonly string[]).includes(freq)) return recurrenceMessages.freq
  if (until !== undefined && (typeof until !== 'string' || Number.isNaN(Date.parse(until)))) return recurrenceMessages.until
  if (interval !== undefined && !isInteger(interval)) return recurrenceMessages.interval
  if (count !== undefined && !isInteger(count)) return recurrenceMessages.count
  if (byday !== undefined) {
    if (!Array.isArray(byday)) return recurrenceMessages.bydayArray
    if (byday.length > 7) return recurrenceMessages.bydayLength
    if (byday.some((d) => !(weekdayCodes as readonly unknown[]).includes(d)) || new Set(byday).size !== byday.length) return recurrenceMessages.bydayValues
  }
  return null
}

/** The last instant a rule's `until` allows: a bare day includes that whole Helsinki day. */
export function untilInstant(until: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(until) ? new Date(helsinkiInstant(addDays(until, 1), '00:00').getTime() - 1000) : new Date(until)
}

/**
 * The rule as an RRULE value. UNTIL is written as the event's start is: a date for an all-day event,
 * a UTC date-time otherwise (RFC 5545 §3.3.10).
 */
export function rruleValue(rule: RecurrenceRule, allDay: boolean): string {
  const parts = [`FREQ=${rule.freq}`]
  if (rule.interval && rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`)
  if (rule.count) parts.push(`COUNT=${rule.count}`)
  if (rule.until) {
    const last = untilInstant(rule.until)
    parts.push(`UNTIL=${allDay ? dateValue(helsinkiDay(last)) : utcDateTime(last)}`)
  }
  if (rule.byday?.length) parts.push(`BYDAY=${weekdayCodes.filter((d) => rule.byday!.includes(d)).join(',')}`)
  return parts.join(';')
}
