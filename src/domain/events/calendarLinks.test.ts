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

  it('carries the description and location, encoded', () => {
    const url = new URL(googleCalendarUrl({ ...sauna, description: 'Sauna & avanto\n18–21', location: 'Ranta, laituri 2' }))
    expect(url.searchParams.get('details')).toBe('Sauna & avanto\n18–21')
    expect(url.searchParams.get('location')).toBe('Ranta, laituri 2')
    const outlook = new URL(outlookCalendarUrl(sauna))
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose')
    expect(outlook.searchParams.get('path')).toBe('/calendar/action/compose')
    expect(outlook.searchParams.get('rru')).toBe('addevent')
    expect(outlook.searchParams.get('body')).toBe(sauna.description)
    expect(outlook.searchParams.get('location')).toBe('Rantasauna')
    expect(outlook.searchParams.get('enddt')).toBe('2026-12-04T19:00:00.000Z')
  })

  it('gives Google the rule as the file has it: UNTIL as a date for an all-day event, one bound only', () => {
    const allDay = { ...sauna, start: '2026-12-04T22:00:00Z', end: '2026-12-05T22:00:00Z', recurrence: { freq: 'WEEKLY' as const, until: '2027-01-31' } }
    expect(new URL(googleCalendarUrl(allDay)).searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;UNTIL=20270131')
    const both = { ...sauna, recurrence: { freq: 'WEEKLY' as const, count: 4, until: '2027-12-31' } }
    expect(new URL(googleCalendarUrl(both)).searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;COUNT=4')
    expect(new URL(googleCalendarUrl({ ...sauna, recurrence: null })).searchParams.has('recur')).toBe(false)
  })
})
