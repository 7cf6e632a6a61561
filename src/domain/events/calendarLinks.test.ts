import { describe, expect, it } from 'vitest'
import { googleCalendarUrl, outlookCalendarUrl } from './calendarLinks'
import type { CalendarEvent } from './event'

const sauna: CalendarEvent = {
  uid: 'e-1',
  title: 'Savusaunailta',
  description: 'Lämmin sauna ja avanto.',
  location: 'Rantasauna',
  start: '2026-12-04T16:00:00Z',
  end: '2026-12-04T19:00:00Z',
  recurrence: { freq: 'WEEKLY', count: 4 },
}

describe('calendar links', () => {
  it('fills in Google Calendar’s new event page, with the rule', () => {
    const url = new URL(googleCalendarUrl(sauna))
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe('Savusaunailta')
    expect(url.searchParams.get('dates')).toBe('20261204T160000Z/20261204T190000Z')
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;COUNT=4')
    expect(url.searchParams.get('ctz')).toBe('Europe/Helsinki')
  })

  it('gives an all-day event as dates, with the exclusive end day', () => {
    const allDay = { ...sauna, recurrence: null, start: '2027-06-24T21:00:00Z', end: '2027-06-27T21:00:00Z' }
    expect(new URL(googleCalendarUrl(allDay)).searchParams.get('dates')).toBe('20270625/20270628')
    const outlook = new URL(outlookCalendarUrl(allDay))
    expect(outlook.searchParams.get('allday')).toBe('true')
    expect(outlook.searchParams.get('startdt')).toBe('2027-06-25')
  })

  it('fills in Outlook’s compose page in UTC for a timed event', () => {
    const url = new URL(outlookCalendarUrl(sauna))
    expect(url.searchParams.get('subject')).toBe('Savusaunailta')
    expect(url.searchParams.get('startdt')).toBe('2026-12-04T16:00:00.000Z')
    expect(url.searchParams.get('allday')).toBe('false')
  })
})
