/**
 * "Add to Google Calendar" and "Add to Outlook" links (docs/events.md#an-events-page): the calendars'
 * own pages for a new event, filled in. They need no file and no script.
 */
import { helsinkiDay } from '../helsinki'
import { dateValue, helsinkiTzid, utcDateTime } from '../ics/lines'
import { eventInstants, isAllDay, type CalendarEvent } from './event'
import { writtenRule } from './occurrences'
import { rruleValue } from './recurrence'

/**
 * Google's template: all-day as `YYYYMMDD/YYYYMMDD` (the end day exclusive, as in the file), timed in
 * UTC; `ctz` makes the event and its rule Helsinki's, so a weekly 18:00 keeps its hour.
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const allDay = isAllDay(event)
  const { start, end } = eventInstants(event)
  const dates = allDay ? `${dateValue(helsinkiDay(start))}/${dateValue(helsinkiDay(end))}` : `${utcDateTime(start)}/${utcDateTime(end)}`
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    details: event.description,
    location: event.location,
    ctz: helsinkiTzid,
  })
  const rule = writtenRule(event)
  if (rule) params.set('recur', `RRULE:${rruleValue(rule, allDay)}`)
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}

/**
 * Outlook's compose page: timed events as UTC instants, all-day ones as their Helsinki days (an
 * instant would land on the day before for anyone west of Helsinki). It takes no repeat rule.
 */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const allDay = isAllDay(event)
  const { start, end } = eventInstants(event)
  const at = (instant: Date) => (allDay ? helsinkiDay(instant) : instant.toISOString())
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: at(start),
    enddt: at(end),
    body: event.description,
    location: event.location,
    allday: String(allDay),
  })
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`
}
