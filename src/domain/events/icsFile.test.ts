import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { calendarEvent, isAllDay, missingArguments, type CalendarEvent } from './event'
import { icsCalendar, icsFileName } from './icsFile'
import { occurrences } from './occurrences'

const now = new Date('2026-11-26T10:00:00Z')
const aqua: CalendarEvent = {
  uid: 'event-7@kuusirinne',
  title: 'Vesijumppa; syväallas, klo 18',
  description: 'Ohjattu vesijumppa uimahallissa.\n\nMukaan uimapuku ja pyyhe.',
  location: 'Uimahalli, Kuusirinne',
  start: '2026-10-13T15:00:00Z',
  end: '2026-10-13T15:45:00Z',
  url: 'https://kuusirinne.example/uimahalli',
  organizer: { name: 'Kuusirinne, uimahalli', email: 'uimahalli@kuusirinne.example' },
  recurrence: { freq: 'WEEKLY', byday: ['TU', 'TH'], until: '2027-04-15' },
}
const festival: CalendarEvent = {
  uid: 'event-8@kuusirinne',
  title: 'Juhannusjuhlat – kolme päivää 🎉',
  description: 'Kokko, tanssit ja soutukilpailu.',
  location: 'Uimaranta',
  start: '2027-06-24T21:00:00Z',
  end: '2027-06-27T21:00:00Z',
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zone = calendar.getFirstSubcomponent('vtimezone')
  if (zone) ICAL.TimezoneService.register(zone)
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) }
}

describe('icsCalendar', () => {
  const text = icsCalendar([aqua, festival], { prodId: '-//Kuusirinne Resort//Events//FI', now, name: 'Kuusirinne' })

  it('writes a valid file: CRLF lines of at most 75 octets, one zone, the events in order', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
    expect(text).toContain('VERSION:2.0')
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1)
    const { events } = parse(text)
    expect(events.map((e) => e.uid)).toEqual(['event-7@kuusirinne', 'event-8@kuusirinne'])
    expect(events[0]!.summary).toBe(aqua.title)
    expect(events[0]!.description).toBe(aqua.description)
    expect(events[0]!.location).toBe(aqua.location)
    expect(events[0]!.organizer).toBe('mailto:uimahalli@kuusirinne.example')
    expect(events[1]!.summary).toBe(festival.title)
  })

  it('writes a timed event in Helsinki time and an all-day one as dates', () => {
    const { events } = parse(text)
    expect(events[0]!.startDate.toJSDate()).toEqual(new Date(aqua.start))
    expect(events[0]!.endDate.toJSDate()).toEqual(new Date(aqua.end))
    expect(events[0]!.startDate.isDate).toBe(false)
    expect(text).toContain('DTSTART;TZID=Europe/Helsinki:20261013T180000')
    expect(isAllDay(festival)).toBe(true)
    expect(events[1]!.startDate.isDate).toBe(true)
    expect(events[1]!.startDate.toString()).toBe('2027-06-25')
    expect(events[1]!.endDate.toString()).toBe('2027-06-28')
  })

  it('gives a calendar app the same dates as the site, across the clock changes', () => {
    const { events } = parse(text)
    const theirs: string[] = []
    const iterator = events[0]!.iterator()
    for (let next = iterator.next(); next; next = iterator.next()) theirs.push(next.toJSDate().toISOString())
    const ours = occurrences(aqua, new Date('2026-01-01'), new Date('2028-01-01')).map((o) => o.start.toISOString())
    expect(theirs).toEqual(ours)
    expect(ours).toContain('2026-10-27T16:00:00.000Z') // 18:00 after 25 October, at UTC+2
    expect(ours[ours.length - 1]).toBe('2027-04-15T15:00:00.000Z')
  })

  it('leaves out the zone when every event is all-day, and keeps the UID stable', () => {
    const only = icsCalendar([festival], { prodId: 'x', now })
    expect(only).not.toContain('VTIMEZONE')
    expect(icsCalendar([festival], { prodId: 'x', now: new Date('2027-01-01T00:00:00Z') })).toContain('UID:event-8@kuusirinne')
  })

  it('refuses an event without its required parts, or with a bad rule, with the calendar’s messages', () => {
    expect(() => calendarEvent()).toThrow(missingArguments)
    expect(() => calendarEvent({ ...aqua, location: '' })).toThrow('You need to specify function arguments')
    expect(() => icsCalendar([{ ...aqua, recurrence: { freq: 'HOURLY' as never } }], { prodId: 'x', now })).toThrow(
      'Recurrence rrule frequency must be provided and be one of the following: YEARLY, MONTHLY, WEEKLY, or DAILY',
    )
    expect(() => calendarEvent({ ...aqua, end: aqua.start })).toThrow(RangeError)
  })
})

describe('icsFileName', () => {
  it('makes a safe ASCII name', () => {
    expect(icsFileName('Juhannusjuhlat – kolme päivää 🎉')).toBe('juhannusjuhlat-kolme-paivaa.ics')
    expect(icsFileName('Öljymäki & Åland')).toBe('oljymaki-aland.ics')
    expect(icsFileName('🎉')).toBe('event.ics')
  })
})
