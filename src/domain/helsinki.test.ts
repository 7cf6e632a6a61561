import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  eachDay,
  formatFinnishDate,
  helsinkiDay,
  helsinkiInstant,
  helsinkiTime,
  isIsoDate,
  isLocalTime,
  minutesOf,
  timeOf,
  weekdayOf,
} from './helsinki'

const iso = (d: Date) => d.toISOString()

describe('helsinkiInstant', () => {
  it('uses +02:00 in winter and +03:00 in summer', () => {
    expect(iso(helsinkiInstant('2026-03-28', '10:00'))).toBe('2026-03-28T08:00:00.000Z')
    expect(iso(helsinkiInstant('2026-03-29', '10:00'))).toBe('2026-03-29T07:00:00.000Z')
    expect(iso(helsinkiInstant('2026-10-24', '10:00'))).toBe('2026-10-24T07:00:00.000Z')
    expect(iso(helsinkiInstant('2026-10-25', '10:00'))).toBe('2026-10-25T08:00:00.000Z')
  })
  it('handles the minutes around the spring change', () => {
    expect(iso(helsinkiInstant('2026-03-29', '02:59'))).toBe('2026-03-29T00:59:00.000Z')
    expect(iso(helsinkiInstant('2026-03-29', '04:00'))).toBe('2026-03-29T01:00:00.000Z')
  })
  it('moves a time skipped in spring forward by the hour', () => {
    const instant = helsinkiInstant('2026-03-29', '03:30')
    expect(iso(instant)).toBe('2026-03-29T01:30:00.000Z')
    expect(helsinkiTime(instant)).toBe('04:30')
  })
  it('gives the first occurrence of a time repeated in autumn', () => {
    expect(iso(helsinkiInstant('2026-10-25', '03:30'))).toBe('2026-10-25T00:30:00.000Z')
    expect(iso(helsinkiInstant('2026-10-25', '04:00'))).toBe('2026-10-25T02:00:00.000Z')
  })
  it('reads midnight at the start and 24:00 as the next midnight', () => {
    expect(iso(helsinkiInstant('2026-01-01', '00:00'))).toBe('2025-12-31T22:00:00.000Z')
    expect(iso(helsinkiInstant('2026-06-30', '24:00'))).toBe('2026-06-30T21:00:00.000Z')
  })
  it('rejects malformed input', () => {
    expect(() => helsinkiInstant('2026-02-30', '10:00')).toThrow(RangeError)
    expect(() => helsinkiInstant('2026-02-01', '9:00')).toThrow(RangeError)
  })
})

describe('helsinkiDay and helsinkiTime', () => {
  it('gives the Helsinki day of an instant, not the UTC day', () => {
    expect(helsinkiDay(new Date('2026-03-28T21:59:00Z'))).toBe('2026-03-28')
    expect(helsinkiDay(new Date('2026-03-28T22:00:00Z'))).toBe('2026-03-29')
    expect(helsinkiDay(new Date('2026-06-30T20:59:00Z'))).toBe('2026-06-30')
    expect(helsinkiDay(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01')
  })
  it('round-trips wall-clock times across both changes', () => {
    for (const day of ['2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25']) {
      for (const time of ['00:00', '07:00', '12:15', '23:59']) {
        const instant = helsinkiInstant(day, time)
        expect(helsinkiDay(instant)).toBe(day)
        expect(helsinkiTime(instant)).toBe(time)
      }
    }
  })
})

describe('day arithmetic', () => {
  it('adds calendar days across DST changes, months and years', () => {
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25')
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26')
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10')
  })
  it('counts calendar days, signed', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2)
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2)
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2)
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365)
  })
  it('lists each day of a half-open range', () => {
    expect(eachDay('2026-10-24', '2026-10-27')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26'])
    expect(eachDay('2026-10-24', '2026-10-24')).toEqual([])
    expect(eachDay('2026-10-25', '2026-10-24')).toEqual([])
  })
  it('names weekdays with Monday first', () => {
    expect(weekdayOf('2026-03-29')).toBe('sun')
    expect(weekdayOf('2026-03-30')).toBe('mon')
    expect(weekdayOf('2026-10-24')).toBe('sat')
  })
})

describe('validation and formatting', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('2026-1-01')).toBe(false)
    expect(isIsoDate('2026-01-01T00:00')).toBe(false)
    expect(isIsoDate('')).toBe(false)
  })
  it('accepts only HH:mm from 00:00 to 23:59', () => {
    expect(isLocalTime('00:00')).toBe(true)
    expect(isLocalTime('23:59')).toBe(true)
    expect(isLocalTime('24:00')).toBe(false)
    expect(isLocalTime('7:00')).toBe(false)
    expect(isLocalTime('07:60')).toBe(false)
  })
  it('converts between times and minutes', () => {
    expect(minutesOf('07:30')).toBe(450)
    expect(minutesOf('24:00')).toBe(1440)
    expect(timeOf(450)).toBe('07:30')
    expect(timeOf(0)).toBe('00:00')
    expect(timeOf(1440)).toBe('24:00')
    expect(() => timeOf(1441)).toThrow(RangeError)
    expect(() => minutesOf('25:00')).toThrow(RangeError)
  })
  it('formats days as dd.MM.yyyy', () => {
    expect(formatFinnishDate('2026-03-09')).toBe('09.03.2026')
    expect(() => formatFinnishDate('09.03.2026')).toThrow(RangeError)
  })
})
