import { describe, expect, it } from 'vitest'
import { recurrenceError, recurrenceMessages, rruleValue, untilInstant } from './recurrence'

const freq = 'Recurrence rrule frequency must be provided and be one of the following: YEARLY, MONTHLY, WEEKLY, or DAILY'
const until = 'Recurrence rrule until must be a valid date string'
const interval = 'Recurrence rrule interval must be an integer'
const count = 'Recurrence rrule count must be an integer'
const bydayArray = 'Recurrence rrule byday must be an array'
const bydayLength = 'Recurrence rrule byday array must not be longer than the 7 days in a week'
const bydayValues = 'Recurrence rrule byday values must include only the following: SU, MO, TU, WE, TH, FR, SA'

describe('recurrenceError', () => {
  it('accepts a valid rule', () => {
    expect(recurrenceError({ freq: 'WEEKLY', interval: 2, count: 10, byday: ['TU', 'TH'], until: '2027-03-31' })).toBeNull()
    for (const f of ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY']) expect(recurrenceError({ freq: f })).toBeNull()
    expect(recurrenceError({ freq: 'MONTHLY', byday: [] })).toBeNull()
    expect(recurrenceError({ freq: 'WEEKLY', byday: ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] })).toBeNull()
    expect(recurrenceError({ freq: 'DAILY', until: '2027-03-31T12:00:00.000Z' })).toBeNull()
    expect(recurrenceError({ freq: 'DAILY', until: '2027-03-31T18:00' })).toBeNull()
  })

  it('keeps the specification’s seven messages word for word', () => {
    expect(recurrenceMessages).toEqual({ freq, until, interval, count, bydayArray, bydayLength, bydayValues })
  })

  const cases: [string, unknown, string][] = [
    ['no rule at all', undefined, freq],
    ['a rule that is not an object', 'FREQ=DAILY', freq],
    ['no frequency', {}, freq],
    ['an unknown frequency', { freq: 'HOURLY' }, freq],
    ['a frequency in lower case', { freq: 'weekly' }, freq],
    ['until in words', { freq: 'WEEKLY', until: 'next tuesday' }, until],
    ['until as a number', { freq: 'WEEKLY', until: 20270101 }, until],
    ['until on a day that does not exist', { freq: 'WEEKLY', until: '2027-02-30' }, until],
    ['until in a local format', { freq: 'WEEKLY', until: '31.3.2027' }, until],
    ['an empty until', { freq: 'WEEKLY', until: '' }, until],
    ['a fractional interval', { freq: 'WEEKLY', interval: 1.5 }, interval],
    ['an interval as text', { freq: 'WEEKLY', interval: '2' }, interval],
    // RFC 5545 allows only positive intervals and counts; the specification has no other message.
    ['a zero interval', { freq: 'WEEKLY', interval: 0 }, interval],
    ['a negative count', { freq: 'WEEKLY', count: -1 }, count],
    ['a count as text', { freq: 'WEEKLY', count: 'ten' }, count],
    ['a zero count', { freq: 'WEEKLY', count: 0 }, count],
    ['byday as a string', { freq: 'WEEKLY', byday: 'MO' }, bydayArray],
    ['eight days', { freq: 'WEEKLY', byday: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU', 'MO'] }, bydayLength],
    ['an unknown day', { freq: 'WEEKLY', byday: ['MO', 'XX'] }, bydayValues],
    ['a day in lower case', { freq: 'WEEKLY', byday: ['mo'] }, bydayValues],
    ['an ordinal day', { freq: 'MONTHLY', byday: ['1MO'] }, bydayValues],
    ['a day given twice', { freq: 'WEEKLY', byday: ['MO', 'MO'] }, bydayValues],
  ]
  it.each(cases)('answers %s with its message', (_, rule, message) => {
    expect(recurrenceError(rule)).toBe(message)
  })

  it('answers the first failing part, in the order of the messages', () => {
    expect(recurrenceError({ freq: 'X', until: 'x', interval: 'x', count: 'x', byday: 'x' })).toBe(freq)
    expect(recurrenceError({ freq: 'DAILY', until: 'x', interval: 'x', count: 'x', byday: 'x' })).toBe(until)
    expect(recurrenceError({ freq: 'DAILY', interval: 'x', count: 'x', byday: 'x' })).toBe(interval)
    expect(recurrenceError({ freq: 'DAILY', count: 'x', byday: 'x' })).toBe(count)
  })
})

describe('untilInstant', () => {
  it('includes the whole Helsinki day of a bare date', () => {
    expect(untilInstant('2027-01-01')!.toISOString()).toBe('2027-01-01T21:59:59.000Z')
    expect(untilInstant('2027-07-01')!.toISOString()).toBe('2027-07-01T20:59:59.000Z')
  })
  it('reads a date-time as an instant, to the second, and one without an offset as Helsinki time', () => {
    expect(untilInstant('2027-01-01T18:00:00.999Z')!.toISOString()).toBe('2027-01-01T18:00:00.000Z')
    expect(untilInstant('2027-01-01T18:00')!.toISOString()).toBe('2027-01-01T16:00:00.000Z')
    expect(untilInstant('tomorrow')).toBeNull()
  })
})

describe('rruleValue', () => {
  it('writes the parts in RFC 5545 form, UNTIL of a timed event in UTC', () => {
    // The end of 1 January in Helsinki (UTC+2).
    expect(rruleValue({ freq: 'WEEKLY', interval: 2, byday: ['MO', 'WE'], until: '2027-01-01' }, false)).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20270101T215959Z',
    )
    // The end of 31 March in Helsinki (UTC+3 from the 28th), and the days in the week's order.
    expect(rruleValue({ freq: 'WEEKLY', byday: ['TH', 'TU'], until: '2027-03-31' }, false)).toBe('FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270331T205959Z')
    expect(rruleValue({ freq: 'DAILY', until: '2027-03-31T15:30:00+03:00' }, false)).toBe('FREQ=DAILY;UNTIL=20270331T123000Z')
  })

  it('writes UNTIL of an all-day event as a date, the Helsinki day it falls on', () => {
    expect(rruleValue({ freq: 'MONTHLY', until: '2027-03-31' }, true)).toBe('FREQ=MONTHLY;UNTIL=20270331')
    expect(rruleValue({ freq: 'MONTHLY', until: '2027-03-30T22:30:00Z' }, true)).toBe('FREQ=MONTHLY;UNTIL=20270331')
  })

  it('leaves out the default interval, and writes a count', () => {
    expect(rruleValue({ freq: 'DAILY', count: 5, interval: 1 }, false)).toBe('FREQ=DAILY;COUNT=5')
    expect(rruleValue({ freq: 'YEARLY' }, true)).toBe('FREQ=YEARLY')
  })
})
