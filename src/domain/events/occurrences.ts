/**
 * The dates a repeating event takes place (docs/events.md#recurrence), worked out in the Helsinki
 * zone as RFC 5545 reads the rule: every occurrence starts at the first one's wall-clock time, so an
 * event at 18:00 stays at 18:00 after the clocks change, and lasts as long as the first (an all-day
 * event: as many whole days). The event's own start is the first occurrence, `count` counts from it,
 * `until` bounds the starts and a bare day includes that day. `byday` picks the days of each week
 * (weeks start on Monday), every such weekday of the month or year, or filters a daily rule; without
 * it a monthly rule on the 31st skips the months without one, a yearly one on 29 February the years.
 */
import type { IsoDate, Weekday } from '../catalogue'
import { addDays, daysBetween, eachDay, helsinkiDay, helsinkiInstant, helsinkiTime, weekdayOf } from '../helsinki'
import { eventInstants, isAllDay, type CalendarEvent } from './event'
import { recurrenceMessages, untilInstant, weekdayCodes, type Frequency, type RecurrenceRule, type WeekdayCode } from './recurrence'

export type Occurrence = { start: Date; end: Date }

const codeOf: Record<Weekday, WeekdayCode> = { mon: 'MO', tue: 'TU', wed: 'WE', thu: 'TH', fri: 'FR', sat: 'SA', sun: 'SU' }
const codeOfDay = (day: IsoDate) => codeOf[weekdayOf(day)]

const firstOfMonth = (month: number) => `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}-01`
const monthIndex = (day: IsoDate) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1

/** Every day of the period `n` periods after the one `first` falls in: its day, week, month or year. */
function periodDays(freq: Frequency, first: IsoDate, n: number): IsoDate[] {
  if (freq === 'DAILY') return [addDays(first, n)]
  if (freq === 'WEEKLY') {
    const monday = addDays(first, 7 * n - weekdayCodes.indexOf(codeOfDay(first)))
    return eachDay(monday, addDays(monday, 7))
  }
  const month = monthIndex(first) + (freq === 'MONTHLY' ? n : 12 * n - (monthIndex(first) % 12))
  return eachDay(firstOfMonth(month), firstOfMonth(month + (freq === 'MONTHLY' ? 1 : 12)))
}

/** Without `byday`, a period's day is the one in the same place as the first: weekday, day of month, or date. */
const samePlace: Record<Frequency, (day: IsoDate, first: IsoDate) => boolean> = {
  DAILY: () => true,
  WEEKLY: (day, first) => weekdayOf(day) === weekdayOf(first),
  MONTHLY: (day, first) => day.slice(8) === first.slice(8),
  YEARLY: (day, first) => day.slice(5) === first.slice(5),
}

/**
 * The days the rule gives, in order, up to `last`: the first day, whether or not it fits the rule
 * (RFC 5545 counts DTSTART as the first occurrence), then the rule's days after it. Bounded by
 * `last` rather than by what it finds, so a rule that never matches (every 7th day, on Mondays,
 * from a Tuesday) ends instead of looping.
 */
function* ruleDays(rule: RecurrenceRule, first: IsoDate, last: IsoDate): Generator<IsoDate> {
  yield first
  const byday = rule.byday?.length ? new Set<WeekdayCode>(rule.byday) : null
  const fits = (day: IsoDate) => (byday ? byday.has(codeOfDay(day)) : samePlace[rule.freq](day, first))
  for (let n = 0; ; n += rule.interval ?? 1) {
    const days = periodDays(rule.freq, first, n)
    if (days[0]! > last) return
    for (const day of days) if (day > first && day <= last && fits(day)) yield day
  }
}

/** The occurrences of the event overlapping [from, to), earliest first, at most `limit`. */
export function occurrences(event: CalendarEvent, from: Date, to: Date, limit = 500): Occurrence[] {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw new RangeError('Occurrences need a valid range')
  const { start, end } = eventInstants(event)
  const overlaps = (o: Occurrence) => o.end > from && o.start < to
  const rule = event.recurrence
  if (!rule) return overlaps({ start, end }) ? [{ start, end }] : []

  const allDay = isAllDay(event)
  const firstDay = helsinkiDay(start)
  const time = helsinkiTime(start)
  // Seconds past the minute: the offset is whole minutes, so UTC's are Helsinki's.
  const pastMinute = ((start.getTime() % 60_000) + 60_000) % 60_000
  const lengthMs = end.getTime() - start.getTime()
  const lengthDays = daysBetween(firstDay, helsinkiDay(end))
  const at = (day: IsoDate): Occurrence => {
    if (allDay) return { start: helsinkiInstant(day, '00:00'), end: helsinkiInstant(addDays(day, lengthDays), '00:00') }
    const s = new Date(helsinkiInstant(day, time).getTime() + pastMinute)
    return { start: s, end: new Date(s.getTime() + lengthMs) }
  }

  const until = rule.until === undefined ? null : untilInstant(rule.until)
  if (rule.until !== undefined && !until) throw new RangeError(recurrenceMessages.until)
  const toDay = helsinkiDay(to)
  const last = until && helsinkiDay(until) < toDay ? helsinkiDay(until) : toDay
  const out: Occurrence[] = []
  let counted = 0
  for (const day of ruleDays(rule, firstDay, last)) {
    const occurrence = at(day)
    if ((until && occurrence.start > until) || occurrence.start >= to || counted++ >= (rule.count ?? Infinity)) break
    if (overlaps(occurrence)) out.push(occurrence)
    if (out.length >= limit) break
  }
  return out
}

/**
 * A daily rule every 7th (14th, …) day stays on the first day's weekday: with `byday` naming other
 * days it gives no day after the first. Some readers (ical.js, so Thunderbird) search for its next
 * day forever, so such a rule is not written at all: the event is the one-off it amounts to.
 */
const neverRepeats = (rule: RecurrenceRule, first: IsoDate) =>
  rule.freq === 'DAILY' && (rule.interval ?? 1) % 7 === 0 && !!rule.byday?.length && !rule.byday.includes(codeOfDay(first))

/**
 * The rule as a calendar file carries it, or null for none. RFC 5545 forbids COUNT and UNTIL
 * together, so when staff gave both, only the one that ends the series first is kept: the other
 * never comes into play.
 */
export function writtenRule(event: CalendarEvent): RecurrenceRule | null {
  const rule = event.recurrence
  if (!rule || neverRepeats(rule, helsinkiDay(eventInstants(event).start))) return null
  if (!rule.count || rule.until === undefined) return rule
  const { count, until, ...rest } = rule
  const last = untilInstant(until)
  if (!last) throw new RangeError(recurrenceMessages.until)
  const withinUntil = occurrences(event, eventInstants(event).start, new Date(last.getTime() + 1), count).length
  return withinUntil < count ? { ...rest, until } : { ...rest, count }
}
