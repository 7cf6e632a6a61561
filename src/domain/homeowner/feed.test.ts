import { describe, expect, it } from 'vitest'
import type { CalendarDay, Mark } from './calendar'
import { feedEvents, icsFeed } from './feed'

const day = (date: string, mark: Mark, extra: Partial<CalendarDay> = {}): CalendarDay => ({ date, mark, ownTime: false, ...extra })
const octets = (s: string) => new TextEncoder().encode(s).length
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '')
const summaries: Record<Mark, string> = {
  own: 'Own reservation',
  slot: 'Booked time slot',
  other: 'Other reservation',
  sale: 'For sale',
  unavailable: '-',
  free: '-',
}

describe('feedEvents', () => {
  it('merges consecutive nights with the same mark into one event from arrival to departure', () => {
    const events = feedEvents([day('2027-01-01', 'sale'), day('2027-01-02', 'sale'), day('2027-01-03', 'sale')])
    expect(events).toEqual([{ mark: 'sale', from: '2027-01-01', to: '2027-01-04' }])
  })
  it('starts a new event when the mark or the reservation changes, or a night is missing', () => {
    const events = feedEvents([
      day('2027-01-01', 'own', { reservationId: 1 }),
      day('2027-01-02', 'own', { reservationId: 2 }),
      day('2027-01-03', 'other'),
      day('2027-01-04', 'sale'),
      day('2027-01-06', 'sale'),
    ])
    expect(events.map((e) => [e.mark, e.from, e.to, e.reservationId])).toEqual([
      ['own', '2027-01-01', '2027-01-02', 1],
      ['own', '2027-01-02', '2027-01-03', 2],
      ['other', '2027-01-03', '2027-01-04', undefined],
      ['sale', '2027-01-04', '2027-01-05', undefined],
      ['sale', '2027-01-06', '2027-01-07', undefined],
    ])
  })
  it('leaves free and unavailable nights out, and they split the events around them', () => {
    const events = feedEvents([day('2027-01-01', 'sale'), day('2027-01-02', 'free'), day('2027-01-03', 'unavailable'), day('2027-01-04', 'sale')])
    expect(events.map((e) => [e.from, e.to])).toEqual([
      ['2027-01-01', '2027-01-02'],
      ['2027-01-04', '2027-01-05'],
    ])
  })
  it('runs across a month and a year end', () => {
    expect(feedEvents([day('2026-12-31', 'slot', { reservationId: 9 }), day('2027-01-01', 'slot', { reservationId: 9 })])).toEqual([
      { mark: 'slot', from: '2026-12-31', to: '2027-01-02', reservationId: 9 },
    ])
  })
})

describe('icsFeed', () => {
  const stamp = new Date(Date.UTC(2027, 0, 5, 6, 7, 8, 9))
  const events = feedEvents([day('2027-01-09', 'own', { reservationId: 3 }), day('2027-01-10', 'own', { reservationId: 3 }), day('2027-01-20', 'sale')])
  const ics = icsFeed({ uidPrefix: 'apartment-7', name: 'Rinnekoto A 12; sauna, lake\\view\nnew', events, summary: (m) => summaries[m], stamp })
  const lines = unfold(ics).split('\r\n')

  it('is a calendar with CRLF line ends only, the last line ended too', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    for (const physical of ics.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75)
  })
  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(lines).toContain('X-WR-CALNAME:Rinnekoto A 12\\; sauna\\, lake\\\\view\\nnew')
  })
  it('has one all-day event per merged period, the departure day as its exclusive end', () => {
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(events.length)
    expect(lines).toContain('DTSTART;VALUE=DATE:20270109')
    expect(lines).toContain('DTEND;VALUE=DATE:20270111')
    expect(lines).toContain('SUMMARY:Own reservation')
    expect(lines).toContain('SUMMARY:For sale')
  })
  it('stamps events in UTC basic format and gives each a stable unique id', () => {
    expect(lines.filter((l) => l.startsWith('DTSTAMP:')).every((l) => l === 'DTSTAMP:20270105T060708Z')).toBe(true)
    const uids = lines.filter((l) => l.startsWith('UID:'))
    expect(new Set(uids).size).toBe(events.length)
    const again = unfold(icsFeed({ uidPrefix: 'apartment-7', name: 'x', events, summary: (m) => summaries[m], stamp: new Date(0) })).split('\r\n')
    expect(again.filter((l) => l.startsWith('UID:'))).toEqual(uids)
  })
})
