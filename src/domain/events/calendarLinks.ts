/**
 * "Add to Google Calendar" and "Add to Outlook" links (docs/events.md#an-events-page): the calendars'
 * own pages for a new event, filled in. They need no file and no script.
 */
import { helsinkiDay } from '../helsinki'
import { dateValue, utcDateTime } from '../ics/lines'
import { isAllDay, type CalendarEvent } from './event'
import { rruleValue } from './recurrence'

export function googleCalendarUrl(event: CalendarEvent): string {
  const allDay = isAllDay(event)
  const start = new Date(event.start)
  const end = new Date(event.end)
  const dates = allDay ? `${dateValue(helsinkiDay(start))}/${dateValue(helsinkiDay(end))}` : `${utcDateTime(start)}/${utcDateTime(end)}`
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    details: event.description,
    location: event.location,
    ctz: 'Europe/Helsinki',
  })
  if (event.recurrence) params.set('recur', `RRULE:${rruleValue(event.recurrence, allDay)}`)
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const allDay = isAllDay(event)
  const at = (iso: string) => (allDay ? helsinkiDay(new Date(iso)) : new Date(iso).toISOString())
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: at(event.start),
    enddt: at(event.end),
    body: event.description,
    location: event.location,
    allday: String(allDay),
  })
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`
}
