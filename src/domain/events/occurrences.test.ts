import { describe, expect, it } from 'vitest'
import { helsinkiDay, helsinkiTime } from '../helsinki'
import type { CalendarEvent } from './event'
import { occurrences } from './occurrences'

const event = (start: string, end: string, recurrence?: CalendarEvent['recurrence']): CalendarEvent => ({
  uid: 'e-1',
  title: 'Vesijumppa',
  description: 'Uimahallissa',
  location: 'Uimahalli',
  start,
  end,
  recurrence,
})
const local = (o: { start: Date; end: Date }) => `${helsinkiDay(o.start)} ${helsinkiTime(o.start)}–${helsinkiTime(o.end)}`
const from = new Date('2026-01-01T00:00:00Z')
const to = new Date('2028-01-01T00:00:00Z')

describe('occurrences', () => {
  it('gives a one-off event once, when it overlaps the range', () => {
    const once = event('2026-12-05T16:00:00Z', '2026-12-05T18:00:00Z')
    expect(occurrences(once, from, to)).toHaveLength(1)
    expect(occurrences(once, new Date('2026-12-05T18:00:00Z'), to)).toHaveLength(0)
  })

  it('keeps 18:00 Helsinki time across the October and March clock changes', () => {
    // Thursdays 18:00–18:45 from 15 October 2026 (UTC+3) until April 2027.
    const weekly = event('2026-10-15T15:00:00Z', '2026-10-15T15:45:00Z', { freq: 'WEEKLY', until: '2027-04-08' })
    const all = occurrences(weekly, from, to)
    expect(all.map(local)).toContain('2026-10-22 18:00–18:45')
    expect(all.map(local)).toContain('2026-10-29 18:00–18:45') // after 25 October: UTC+2
    expect(all.map(local)).toContain('2027-04-01 18:00–18:45') // after 28 March: UTC+3 again
    expect(all.every((o) => helsinkiTime(o.start) === '18:00' && helsinkiTime(o.end) === '18:45')).toBe(true)
    expect(all.find((o) => helsinkiDay(o.start) === '2026-10-29')!.start.toISOString()).toBe('2026-10-29T16:00:00.000Z')
    expect(local(all[all.length - 1]!)).toBe('2027-04-08 18:00–18:45')
  })

  it('repeats on the chosen weekdays, every n-th week, as many times as counted', () => {
    // From Tuesday 3 November 2026: Tuesdays and Thursdays, every second week, 5 times.
    const rule = event('2026-11-03T16:00:00Z', '2026-11-03T17:00:00Z', { freq: 'WEEKLY', interval: 2, byday: ['TU', 'TH'], count: 5 })
    expect(occurrences(rule, from, to).map((o) => helsinkiDay(o.start))).toEqual(['2026-11-03', '2026-11-05', '2026-11-17', '2026-11-19', '2026-12-01'])
  })

  it('counts occurrences before the range, and stops at the limit', () => {
    const daily = event('2026-06-01T05:00:00Z', '2026-06-01T06:00:00Z', { freq: 'DAILY', count: 10 })
    expect(occurrences(daily, new Date('2026-06-08T00:00:00Z'), to).map((o) => helsinkiDay(o.start))).toEqual(['2026-06-08', '2026-06-09', '2026-06-10'])
    expect(occurrences(daily, from, to, 2)).toHaveLength(2)
  })

  it('skips months without the day of a monthly rule on the 31st, and years without 29 February', () => {
    const monthly = event('2027-01-31T10:00:00Z', '2027-01-31T11:00:00Z', { freq: 'MONTHLY', count: 4 })
    expect(occurrences(monthly, from, to).map((o) => helsinkiDay(o.start))).toEqual(['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31'])
    const leap = event('2028-02-29T10:00:00Z', '2028-02-29T11:00:00Z', { freq: 'YEARLY', count: 2 })
    expect(occurrences(leap, from, new Date('2033-01-01T00:00:00Z')).map((o) => helsinkiDay(o.start))).toEqual(['2028-02-29', '2032-02-29'])
  })

  it('gives every such weekday of the month for a monthly rule with days', () => {
    const fridays = event('2026-12-04T16:00:00Z', '2026-12-04T18:00:00Z', { freq: 'MONTHLY', byday: ['FR'], count: 6 })
    expect(occurrences(fridays, from, to).map((o) => helsinkiDay(o.start))).toEqual([
      '2026-12-04',
      '2026-12-11',
      '2026-12-18',
      '2026-12-25',
      '2027-01-01',
      '2027-01-08',
    ])
  })

  it('keeps an all-day event from midnight to midnight, however long the day is', () => {
    // 24 hours in winter, 23 on the day clocks go forward.
    const allDay = event('2027-03-27T22:00:00Z', '2027-03-28T21:00:00Z', { freq: 'DAILY', count: 2 })
    expect(occurrences(allDay, from, to).map((o) => `${helsinkiDay(o.start)} ${helsinkiTime(o.start)} → ${helsinkiDay(o.end)} ${helsinkiTime(o.end)}`)).toEqual(
      ['2027-03-28 00:00 → 2027-03-29 00:00', '2027-03-29 00:00 → 2027-03-30 00:00'],
    )
  })
})
