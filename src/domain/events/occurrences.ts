/**
 * The dates a repeating event takes place (docs/events.md#recurrence), worked out in the Helsinki
 * zone: each occurrence starts at the first one's wall-clock time and keeps its wall-clock length,
 * so an event at 18:00 stays at 18:00 after the clocks change. The rule is read as RFC 5545 reads it:
 * the event's own start is the first occurrence, `count` counts from it, `until` includes its day;
 * `byday` picks the days of each week (weekly, daily) or every such weekday of the month (monthly);
 * a monthly rule on the 31st skips the months without one, a yearly one on 29 February the years.
 */
import type { IsoDate, Weekday } from '../catalogue'
import { addDays, daysBetween, helsinkiDay, helsinkiInstant, helsinkiTime, weekdayOf } from '../helsinki'
import type { CalendarEvent } from './event'
import { untilInstant, weekdayCodes, type RecurrenceRule, type WeekdayCode } from './recurrence'

export type Occurrence = { start: Date; end: Date }

/** Enough for a daily event over a long range, and a bound on a rule that never matches. */
const maxCandidates = 20_000

const codeOf: Record<Weekday, WeekdayCode> = { mon: 'MO', tue: 'TU', wed: 'WE', thu: 'TH', fri: 'FR', sat: 'SA', sun: 'SU' }
const codeOfDay = (day: IsoDate) => codeOf[weekdayOf(day)]

const monthOf = (day: IsoDate) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1
const dayOfMonth = (month: number, date: number): IsoDate | null => {
  const year = Math.floor(month / 12)
  const m = (month % 12) + 1
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate()
  return date > last ? null : `${year}-${String(m).padStart(2, '0')}-${String(date).padStart(2, '0')}`
}

/** The days the rule gives from the first day on, in order (the first day itself comes first). */
function* ruleDays(rule: RecurrenceRule, first: IsoDate): Generator<IsoDate> {
  const interval = Math.max(1, rule.interval ?? 1)
  const byday = rule.byday?.length ? new Set<WeekdayCode>(rule.byday) : null
  yield first
  if (rule.freq === 'DAILY') {
    for (let day = addDays(first, interval); ; day = addDays(day, interval)) if (!byday || byday.has(codeOfDay(day))) yield day
  }
  if (rule.freq === 'WEEKLY') {
    const monday = addDays(first, -weekdayCodes.indexOf(codeOfDay(first)))
    for (let week = 0; ; week += interval) {
      const start = addDays(monday, week * 7)
      const days = byday ? weekdayCodes.filter((c) => byday.has(c)).map((c) => addDays(start, weekdayCodes.indexOf(c))) : [addDays(first, week * 7)]
      for (const day of days) if (day > first) yield day
    }
  }
  if (rule.freq === 'MONTHLY') {
    const date = Number(first.slice(8, 10))
    for (let month = monthOf(first); ; month += interval) {
      if (byday) {
        for (let date = 1; date <= 31; date++) {
          const day = dayOfMonth(month, date)
          if (day && day > first && byday.has(codeOfDay(day))) yield day
        }
      } else {
        const day = dayOfMonth(month, date)
        if (day && day > first) yield day
      }
    }
  }
  if (rule.freq === 'YEARLY') {
    for (let month = monthOf(first) + 12 * interval; ; month += 12 * interval) {
      const day = dayOfMonth(month, Number(first.slice(8, 10)))
      if (day) yield day
    }
  }
}

/** The occurrences of the event overlapping [from, to), earliest first, at most `limit`. */
export function occurrences(event: CalendarEvent, from: Date, to: Date, limit = 500): Occurrence[] {
  const start = new Date(event.start)
  const end = new Date(event.end)
  const rule = event.recurrence
  const overlaps = (s: Date, e: Date) => e > from && s < to
  if (!rule) return overlaps(start, end) ? [{ start, end }] : []
  const firstDay = helsinkiDay(start)
  const startTime = helsinkiTime(start)
  const endOffset = daysBetween(firstDay, helsinkiDay(end))
  const endTime = helsinkiTime(end)
  const until = rule.until ? untilInstant(rule.until).getTime() : Infinity
  const out: Occurrence[] = []
  let seen = 0
  for (const day of ruleDays(rule, firstDay)) {
    const s = helsinkiInstant(day, startTime)
    if (s.getTime() > until || s >= to || ++seen > (rule.count ?? Infinity) || seen > maxCandidates) break
    const e = helsinkiInstant(addDays(day, endOffset), endTime)
    if (overlaps(s, e)) out.push({ start: s, end: e })
    if (out.length >= limit) break
  }
  return out
}
