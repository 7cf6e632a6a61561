/**
 * An event as a calendar knows it (docs/events.md#an-event): what, where and when, and how it
 * repeats. Instants are ISO strings; an event from midnight to midnight (Helsinki) is all-day.
 */
import { helsinkiTime } from '../helsinki'
import { recurrenceError, type RecurrenceRule } from './recurrence'

export type CalendarEvent = {
  /** Stable, whatever the language, so calendar apps update the event instead of adding a copy. */
  uid: string
  title: string
  description: string
  location: string
  start: string
  end: string
  url?: string | null
  organizer?: { name: string; email: string } | null
  recurrence?: RecurrenceRule | null
}

export const missingArguments = 'You need to specify function arguments'

const required = ['uid', 'title', 'description', 'location', 'start', 'end'] as const

/** A checked event: every required part given, a valid rule, and an end after the start. */
export function calendarEvent(args?: Partial<CalendarEvent> | null): CalendarEvent {
  if (!args || required.some((key) => typeof args[key] !== 'string' || args[key].trim() === '')) throw new Error(missingArguments)
  const start = new Date(args.start!)
  const end = new Date(args.end!)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw new RangeError('An event needs a valid start and end')
  if (end <= start) throw new RangeError('An event must end after it starts')
  if (args.recurrence) {
    const error = recurrenceError(args.recurrence)
    if (error) throw new Error(error)
  }
  return args as CalendarEvent
}

/** Starts and ends exactly at midnight in Helsinki: written with dates only. */
export const isAllDay = (event: Pick<CalendarEvent, 'start' | 'end'>) =>
  helsinkiTime(new Date(event.start)) === '00:00' && helsinkiTime(new Date(event.end)) === '00:00' && new Date(event.end) > new Date(event.start)
