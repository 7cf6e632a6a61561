import type { CalendarEvent } from './event'
import { occurrences } from './occurrences'

/** How far ahead "the next date" of an event is looked for. */
const aheadMs = 400 * 86_400_000

/** The event's next (or current) occurrence from `now`, or null when it has none within about a year. */
export function nextOccurrence(event: CalendarEvent, now: Date): { start: Date; end: Date } | null {
  return occurrences(event, now, new Date(now.getTime() + aheadMs), 1)[0] ?? null
}
