/**
 * The dates of events as the events block and page show them (docs/events.md#the-events-block):
 * occurrences of a month or of the coming days, in the Helsinki zone, each with the days it covers.
 */
import { monthStart } from '@/components/booking/calendarDates'
import type { EventView } from '@/domain/blocks'
import type { IsoDate } from '@/domain/catalogue'
import { isAllDay } from '@/domain/events/event'
import { occurrences } from '@/domain/events/occurrences'
import { addDays, helsinkiDay, helsinkiInstant, helsinkiTime } from '@/domain/helsinki'

export type Occurrence = { event: EventView; start: Date; end: Date; allDay: boolean; firstDay: IsoDate; lastDay: IsoDate }

function occurrence(event: EventView, start: Date, end: Date): Occurrence {
  const allDay = isAllDay(event)
  // An all-day event ends at the midnight after its last day; a timed one on the day its end falls.
  const lastDay = allDay ? addDays(helsinkiDay(end), -1) : helsinkiDay(new Date(end.getTime() - 1))
  return { event, start, end, allDay, firstDay: helsinkiDay(start), lastDay: lastDay < helsinkiDay(start) ? helsinkiDay(start) : lastDay }
}

/** The occurrences of the events overlapping [from, to), earliest first. */
export function occurrencesBetween(events: EventView[], from: Date, to: Date, limit = 500): Occurrence[] {
  return events
    .flatMap((event) => occurrences(event, from, to, limit).map((o) => occurrence(event, o.start, o.end)))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.event.title.localeCompare(b.event.title))
}

/** `YYYY-MM` of a view parameter, or null when it is not a month. */
export function parseMonth(value: string): IsoDate | null {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? `${value}-01` : null
}

/** The Helsinki instants that bound a month (first day 00:00 to the next month's first day 00:00). */
export function monthBounds(month: IsoDate, next: IsoDate): { from: Date; to: Date } {
  return { from: helsinkiInstant(monthStart(month), '00:00'), to: helsinkiInstant(monthStart(next), '00:00') }
}

/** Every day an occurrence covers within [from, to] (inclusive days), for the month grid. */
export function daysOf(o: Occurrence, from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = []
  for (let day = o.firstDay < from ? from : o.firstDay; day <= o.lastDay && day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/** Start and end times of a timed occurrence ("18:00–18:45"); the end's day is added when it differs. */
export function timeRange(o: Occurrence): string {
  const start = helsinkiTime(o.start)
  const end = helsinkiTime(o.end)
  return o.firstDay === helsinkiDay(o.end) ? `${start}–${end}` : `${start}–`
}

/**
 * The month the calendar opens on: this month, or when nothing more happens in it, the month of the
 * next event (at the end of November the page opens on December instead of an empty month).
 */
export function firstMonthAhead(events: EventView[], now: Date): IsoDate {
  const [next] = occurrencesBetween(events, now, new Date(now.getTime() + 400 * 86_400_000), 1)
  return monthStart(helsinkiDay(next ? next.start : now))
}
