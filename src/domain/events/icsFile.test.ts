import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { helsinkiDay } from '../helsinki'
import { calendarEvent, isAllDay, missingArguments, type CalendarEvent } from './event'
import { icsCalendar, icsFeedMimeType, icsFileName, icsMimeType } from './icsFile'
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

const octets = (s: string) => new TextEncoder().encode(s).length
const unfoldedLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n')

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zone = calendar.getFirstSubcomponent('vtimezone')
  if (zone) ICAL.TimezoneService.register(zone)
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) }
}

/** ical.js's expansion of the event's RRULE: instants of timed starts, days of all-day ones, up to `to`. */
function theirStarts(event: ICAL.Event, to: Date): string[] {
  const starts: string[] = []
  const iterator = event.iterator()
  for (let next = iterator.next(); next && starts.length < 1000; next = iterator.next()) {
    if (next.isDate ? next.toString() >= helsinkiDay(to) : next.toJSDate() >= to) break
    starts.push(next.isDate ? next.toString() : next.toJSDate().toISOString())
  }
  return starts
}

const ourStarts = (event: CalendarEvent, from: Date, to: Date) =>
  occurrences(event, from, to, 1000).map((o) => (isAllDay(event) ? helsinkiDay(o.start) : o.start.toISOString()))

describe('icsCalendar', () => {
  const text = icsCalendar([aqua, festival], { prodId: '-//Kuusirinne Resort//Events//FI', now, name: 'Kuusirinne' })
  const lines = unfoldedLines(text)

  it('writes a valid file: CRLF lines of at most 75 octets, one zone, the events in order', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true)
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Kuusirinne Resort//Events//FI',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Kuusirinne',
    ])
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1)
    const { events } = parse(text)
    expect(events.map((e) => e.uid)).toEqual(['event-7@kuusirinne', 'event-8@kuusirinne'])
    expect(events[0]!.summary).toBe(aqua.title)
    expect(events[0]!.description).toBe(aqua.description)
    expect(events[0]!.location).toBe(aqua.location)
    expect(events[1]!.summary).toBe(festival.title)
    expect(events[1]!.location).toBe(festival.location)
  })

  it('stamps each event now, in UTC, and writes the URL and the organizer with a quoted name', () => {
    expect(lines.filter((l) => l.startsWith('DTSTAMP'))).toEqual(['DTSTAMP:20261126T100000Z', 'DTSTAMP:20261126T100000Z'])
    expect(lines).toContain('URL:https://kuusirinne.example/uimahalli')
    expect(lines).toContain('ORGANIZER;CN="Kuusirinne, uimahalli":mailto:uimahalli@kuusirinne.example')
    const vevent = parse(text).events[0]!.component
    expect(vevent.getFirstPropertyValue('url')).toBe(aqua.url)
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Kuusirinne, uimahalli')
    expect(parse(text).events[0]!.organizer).toBe('mailto:uimahalli@kuusirinne.example')
    const plain = icsCalendar([{ ...aqua, organizer: { name: 'Aino', email: 'aino@kuusirinne.example' }, url: null }], { prodId: 'x', now })
    expect(unfoldedLines(plain)).toContain('ORGANIZER;CN=Aino:mailto:aino@kuusirinne.example')
    expect(plain).not.toContain('URL:')
  })

  it('writes a timed event in Helsinki time and an all-day one as dates', () => {
    const { events } = parse(text)
    expect(lines).toContain('DTSTART;TZID=Europe/Helsinki:20261013T180000')
    expect(lines).toContain('DTEND;TZID=Europe/Helsinki:20261013T184500')
    expect(events[0]!.startDate.toJSDate()).toEqual(new Date(aqua.start))
    expect(events[0]!.endDate.toJSDate()).toEqual(new Date(aqua.end))
    expect(events[0]!.startDate.isDate).toBe(false)
    expect(isAllDay(festival)).toBe(true)
    expect(lines).toContain('DTSTART;VALUE=DATE:20270625')
    expect(lines).toContain('DTEND;VALUE=DATE:20270628') // the day after the last day
    expect(events[1]!.startDate.isDate).toBe(true)
    expect(events[1]!.startDate.toString()).toBe('2027-06-25')
    expect(events[1]!.endDate.toString()).toBe('2027-06-28')
  })

  it('writes the rule, UNTIL as the end of its day in UTC', () => {
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270415T205959Z')
    // One RRULE in the events; the zone's two are its own.
    expect(lines.filter((l) => l.startsWith('RRULE'))).toHaveLength(3)
  })

  it('gives a calendar app the same dates as the site, across the clock changes', () => {
    const theirs = theirStarts(parse(text).events[0]!, new Date('2028-01-01'))
    const ours = ourStarts(aqua, new Date('2026-01-01'), new Date('2028-01-01'))
    expect(theirs).toEqual(ours)
    expect(ours).toContain('2026-10-22T15:00:00.000Z') // 18:00 before 25 October, at UTC+3
    expect(ours).toContain('2026-10-27T16:00:00.000Z') // 18:00 after it, at UTC+2
    expect(ours).toContain('2027-03-30T15:00:00.000Z') // 18:00 after 28 March, at UTC+3 again
    expect(ours[ours.length - 1]).toBe('2027-04-15T15:00:00.000Z')
  })

  it('leaves out the zone and the name when every event is all-day and none is given, and keeps the UID stable', () => {
    const only = icsCalendar([festival], { prodId: 'x', now })
    expect(only).not.toContain('VTIMEZONE')
    expect(only).not.toContain('X-WR-CALNAME')
    expect(icsCalendar([festival], { prodId: 'x', now: new Date('2027-01-01T00:00:00Z') })).toContain('UID:event-8@kuusirinne')
  })

  it('refuses an event without its required parts, or with a bad rule, with the calendar’s messages', () => {
    expect(() => calendarEvent()).toThrow(missingArguments)
    expect(() => icsCalendar([{ ...aqua, location: '' }], { prodId: 'x', now })).toThrow('You need to specify function arguments')
    expect(() => icsCalendar([{ ...aqua, recurrence: { freq: 'HOURLY' as never } }], { prodId: 'x', now })).toThrow(
      'Recurrence rrule frequency must be provided and be one of the following: YEARLY, MONTHLY, WEEKLY, or DAILY',
    )
    expect(() => icsCalendar([{ ...aqua, end: '2026-10-13T14:00:00Z' }], { prodId: 'x', now })).toThrow(RangeError)
  })

  it('writes only one of COUNT and UNTIL, and no rule that never repeats', () => {
    const both = icsCalendar([{ ...aqua, recurrence: { freq: 'WEEKLY', count: 3, until: '2027-04-15' } }], { prodId: 'x', now })
    expect(unfoldedLines(both)).toContain('RRULE:FREQ=WEEKLY;COUNT=3')
    const never = icsCalendar([{ ...aqua, recurrence: { freq: 'DAILY', interval: 7, byday: ['MO'] } }], { prodId: 'x', now })
    expect(never).not.toContain('RRULE:FREQ=DAILY')
  })
})

describe('ical.js expands every rule to the site’s own dates', () => {
  const base = { uid: 'e@kuusirinne', title: 'Tapahtuma', description: 'Kuvaus', location: 'Kuusirinne' }
  // Every start is 18:00 Helsinki (15:00Z in summer time, 16:00Z in winter) on a day the rule gives.
  const cases: [string, string, string, CalendarEvent['recurrence']][] = [
    [
      'every second week on Monday and Wednesday, counted',
      '2026-10-12T15:00:00Z',
      '2026-10-12T16:00:00Z',
      { freq: 'WEEKLY', interval: 2, byday: ['MO', 'WE'], count: 9 },
    ],
    ['every third day until an instant', '2026-10-20T15:00:00Z', '2026-10-20T16:30:00Z', { freq: 'DAILY', interval: 3, until: '2027-04-02T15:00:00Z' }],
    ['weekends, counted', '2027-03-20T16:00:00Z', '2027-03-20T17:00:00Z', { freq: 'DAILY', byday: ['SA', 'SU'], count: 12 }],
    ['monthly on the 31st', '2027-01-31T16:00:00Z', '2027-01-31T17:00:00Z', { freq: 'MONTHLY', count: 7 }],
    ['every Friday of every second month', '2026-10-02T15:00:00Z', '2026-10-02T17:00:00Z', { freq: 'MONTHLY', interval: 2, byday: ['FR'], count: 14 }],
    ['yearly, without end', '2026-12-05T16:00:00Z', '2026-12-05T18:00:00Z', { freq: 'YEARLY' }],
    ['every Monday of the year', '2026-12-07T16:00:00Z', '2026-12-07T17:00:00Z', { freq: 'YEARLY', byday: ['MO'], count: 60 }],
    ['weeks from Monday, from a Sunday', '2026-12-06T16:00:00Z', '2026-12-06T17:00:00Z', { freq: 'WEEKLY', interval: 2, byday: ['SU', 'MO'], count: 8 }],
    ['count and until together', '2026-10-13T15:00:00Z', '2026-10-13T16:00:00Z', { freq: 'WEEKLY', count: 30, until: '2026-11-10' }],
    ['all-day, weekly until a day', '2026-10-22T21:00:00Z', '2026-10-23T22:00:00Z', { freq: 'WEEKLY', until: '2027-04-02' }],
    ['all-day weekend, monthly', '2026-12-04T22:00:00Z', '2026-12-06T22:00:00Z', { freq: 'MONTHLY', count: 12 }],
  ]
  const from = new Date('2026-01-01T00:00:00Z')
  const to = new Date('2030-01-01T00:00:00Z')

  it.each(cases)('%s', (_, start, end, recurrence) => {
    const event = { ...base, start, end, recurrence }
    const { events } = parse(icsCalendar([event], { prodId: 'x', now }))
    expect(events[0]!.isRecurring()).toBe(true)
    expect(events[0]!.startDate.isDate).toBe(isAllDay(event))
    const ours = ourStarts(event, from, to)
    expect(ours.length).toBeGreaterThan(2)
    expect(theirStarts(events[0]!, to)).toEqual(ours)
  })
})

describe('icsFileName', () => {
  it('makes a safe ASCII name', () => {
    expect(icsFileName('Juhannusjuhlat – kolme päivää 🎉')).toBe('juhannusjuhlat-kolme-paivaa.ics')
    expect(icsFileName('Öljymäki & Åland')).toBe('oljymaki-aland.ics')
    expect(icsFileName('Crème brûlée, Straße ja Ærø')).toBe('creme-brulee-strasse-ja-aero.ics')
    expect(icsFileName('../../etc/passwd')).toBe('etc-passwd.ics')
    expect(icsFileName('🎉')).toBe('event.ics')
    expect(icsFileName('a'.repeat(100))).toBe(`${'a'.repeat(60)}.ics`)
  })
})

describe('MIME types', () => {
  it('serves the download as text/x-vCalendar and the feed as text/calendar', () => {
    expect(icsMimeType).toBe('text/x-vCalendar')
    expect(icsFeedMimeType).toBe('text/calendar; charset=utf-8')
  })
})
