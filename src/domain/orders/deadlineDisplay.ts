/**
 * How a cancellation deadline is shown (docs/refunds.md#cancellation-policy). A "N days before"
 * deadline is stored as the Helsinki midnight that ends the last day, so it reads as that day
 * ("until 6.12.2026" = to the end of 6 December); an "N hours before" deadline falls at a time of
 * day and is shown with it.
 */
import type { IsoDate, LocalTime } from '../catalogue'
import { addDays, helsinkiDay, helsinkiTime } from '../helsinki'

export type ShownDeadline = { day: IsoDate; time: LocalTime | null }

export function shownDeadline(until: string): ShownDeadline {
  const instant = new Date(until)
  const time = helsinkiTime(instant)
  return time === '00:00' ? { day: addDays(helsinkiDay(instant), -1), time: null } : { day: helsinkiDay(instant), time }
}
