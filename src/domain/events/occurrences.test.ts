import { describe, expect, it } from 'vitest'
import { helsinkiDay, helsinkiTime } from '../helsinki'
import type { CalendarEvent } from './event'
import { occurrences, writtenRule } from './occurrences'

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

  it('keeps 18:00 across the March 2027 change, and gives each occurrence the first one’s length', () => {
    const weekly = event('2027-03-18T16:00:00Z', '2027-03-18T17:30:00Z', { freq: 'WEEKLY', count: 3 })
    expect(occurrences(weekly, from, to).map((o) => [o.start.toISOString(), o.end.toISOString()])).toEqual([
      ['2027-03-18T16:00:00.000Z', '2027-03-18T17:30:00.000Z'],
      ['2027-03-25T16:00:00.000Z', '2027-03-25T17:30:00.000Z'],
      ['2027-04-01T15:00:00.000Z', '2027-04-01T16:30:00.000Z'], // UTC+3 from 28 March
    ])
  })

  it('keeps the exact length of a night that spans the October change', () => {
    // Saturdays 22:00 to 06:00: eight hours, on the night of the change too (06:00 becomes 05:00).
    const night = event('2026-10-17T19:00:00Z', '2026-10-18T03:00:00Z', { freq: 'WEEKLY', count: 2 })
    const [, changeNight] = occurrences(night, from, to)
    expect(local(changeNight!)).toBe('2026-10-24 22:00–05:00')
    expect(changeNight!.end.getTime() - changeNight!.start.getTime()).toBe(8 * 3600_000)
  })

  it('keeps the seconds of the start', () => {
    const daily = event('2026-12-01T16:00:30Z', '2026-12-01T17:00:30Z', { freq: 'DAILY', count: 2 })
    expect(occurrences(daily, from, to).map((o) => o.start.toISOString())).toEqual(['2026-12-01T16:00:30.000Z', '2026-12-02T16:00:30.000Z'])
  })

  it('includes the until day (a bare date), and a date-time until up to that instant', () => {
    const daily = (until: string) => event('2026-12-01T16:00:00Z', '2026-12-01T17:00:00Z', { freq: 'DAILY', until })
    expect(occurrences(daily('2026-12-03'), from, to).map((o) => helsinkiDay(o.start))).toEqual(['2026-12-01', '2026-12-02', '2026-12-03'])
    expect(occurrences(daily('2026-12-03T16:00:00Z'), from, to)).toHaveLength(3)
    expect(occurrences(daily('2026-12-03T15:59:59Z'), from, to)).toHaveLength(2)
  })

  it('repeats every n-th day, month and year', () => {
    const days = (rule: CalendarEvent['recurrence'], start = '2026-12-01T16:00:00Z') =>
      occurrences(event(start, start.replace('T16', 'T17'), rule), from, to).map((o) => helsinkiDay(o.start))
    expect(days({ freq: 'DAILY', interval: 3, count: 4 })).toEqual(['2026-12-01', '2026-12-04', '2026-12-07', '2026-12-10'])
    expect(days({ freq: 'MONTHLY', interval: 5, count: 3 })).toEqual(['2026-12-01', '2027-05-01', '2027-10-01'])
    expect(days({ freq: 'YEARLY', interval: 2, until: '2031-01-01' }, '2026-12-01T16:00:00Z')).toEqual(['2026-12-01'])
    expect(occurrences(event('2026-12-01T16:00:00Z', '2026-12-01T17:00:00Z', { freq: 'YEARLY', interval: 2 }), from, new Date('2031-01-01')).length).toBe(3)
  })

  it('filters a daily rule by weekday, and gives every such weekday of the year for a yearly one', () => {
    const weekdays = event('2026-12-07T16:00:00Z', '2026-12-07T17:00:00Z', { freq: 'DAILY', byday: ['MO', 'FR'], count: 4 })
    expect(occurrences(weekdays, from, to).map((o) => helsinkiDay(o.start))).toEqual(['2026-12-07', '2026-12-11', '2026-12-14', '2026-12-18'])
    const mondays = event('2026-12-07T16:00:00Z', '2026-12-07T17:00:00Z', { freq: 'YEARLY', byday: ['MO'] })
    expect(occurrences(mondays, from, new Date('2028-01-01T00:00:00Z'))).toHaveLength(4 + 52)
  })

  it('starts a weekly rule’s weeks on Monday', () => {
    // From Sunday 6 December (the last day of its week), every second week on Mondays and Sundays:
    // the Monday after it is in the skipped week.
    const rule = event('2026-12-06T16:00:00Z', '2026-12-06T17:00:00Z', { freq: 'WEEKLY', interval: 2, byday: ['SU', 'MO'], count: 4 })
    expect(occurrences(rule, from, to).map((o) => helsinkiDay(o.start))).toEqual(['2026-12-06', '2026-12-14', '2026-12-20', '2026-12-28'])
  })

  it('counts the event’s own start as the first occurrence, even off the rule’s days', () => {
    const tuesday = event('2026-12-08T16:00:00Z', '2026-12-08T17:00:00Z', { freq: 'WEEKLY', byday: ['MO', 'FR'], count: 3 })
    expect(occurrences(tuesday, from, to).map((o) => helsinkiDay(o.start))).toEqual(['2026-12-08', '2026-12-11', '2026-12-14'])
  })

  it('ends on a rule that never matches again instead of searching forever', () => {
    const never = event('2026-12-08T16:00:00Z', '2026-12-08T17:00:00Z', { freq: 'DAILY', interval: 7, byday: ['MO'] })
    expect(occurrences(never, from, new Date('2126-01-01T00:00:00Z'))).toHaveLength(1)
  })

  it('gives nothing before the start or after until, and refuses an invalid range', () => {
    const weekly = event('2026-12-01T16:00:00Z', '2026-12-01T17:00:00Z', { freq: 'WEEKLY', until: '2026-12-31' })
    expect(occurrences(weekly, from, new Date('2026-12-01T16:00:00Z'))).toEqual([])
    expect(occurrences(weekly, new Date('2027-01-01T00:00:00Z'), to)).toEqual([])
    expect(() => occurrences(weekly, new Date('x'), to)).toThrow(RangeError)
  })

  it('gives an occurrence still going on at the range’s start', () => {
    const evening = event('2026-12-01T16:00:00Z', '2026-12-01T19:00:00Z', { freq: 'DAILY', count: 3 })
    expect(occurrences(evening, new Date('2026-12-02T18:00:00Z'), new Date('2026-12-02T18:30:00Z')).map(local)).toEqual(['2026-12-02 18:00–21:00'])
  })
})

describe('writtenRule', () => {
  const weekly = (recurrence: CalendarEvent['recurrence']) => event('2026-12-01T16:00:00Z', '2026-12-01T17:00:00Z', recurrence)
  it('keeps a rule with one bound as it is', () => {
    expect(writtenRule(weekly({ freq: 'WEEKLY', count: 3 }))).toEqual({ freq: 'WEEKLY', count: 3 })
    expect(writtenRule(weekly(null))).toBeNull()
  })
  it('keeps only the bound that ends the series first when both are given', () => {
    expect(writtenRule(weekly({ freq: 'WEEKLY', count: 3, until: '2027-12-31' }))).toEqual({ freq: 'WEEKLY', count: 3 })
    expect(writtenRule(weekly({ freq: 'WEEKLY', count: 30, until: '2026-12-15' }))).toEqual({ freq: 'WEEKLY', until: '2026-12-15' })
    expect(writtenRule(weekly({ freq: 'WEEKLY', count: 3, until: '2026-12-15' }))).toEqual({ freq: 'WEEKLY', count: 3 })
  })
  it('writes no rule that never gives a second occurrence', () => {
    expect(writtenRule(weekly({ freq: 'DAILY', interval: 14, byday: ['MO'] }))).toBeNull()
    expect(writtenRule(weekly({ freq: 'DAILY', interval: 14, byday: ['TU'] }))).toEqual({ freq: 'DAILY', interval: 14, byday: ['TU'] })
  })
})
