import { describe, expect, it } from 'vitest'
import { recurrenceError, recurrenceMessages, rruleValue } from './recurrence'

describe('recurrenceError', () => {
  it('accepts a valid rule', () => {
    expect(recurrenceError({ freq: 'WEEKLY', interval: 2, count: 10, byday: ['TU', 'TH'], until: '2027-03-31' })).toBeNull()
    expect(recurrenceError({ freq: 'DAILY' })).toBeNull()
  })

  it('answers each failing part with the calendar’s own message, word for word', () => {
    const cases: [unknown, string][] = [
      [undefined, 'Recurrence rrule frequency must be provided and be one of the following: YEARLY, MONTHLY, WEEKLY, or DAILY'],
      [{}, 'Recurrence rrule frequency must be provided and be one of the following: YEARLY, MONTHLY, WEEKLY, or DAILY'],
      [{ freq: 'HOURLY' }, 'Recurrence rrule frequency must be provided and be one of the following: YEARLY, MONTHLY, WEEKLY, or DAILY'],
      [{ freq: 'WEEKLY', until: 'next tuesday' }, 'Recurrence rrule until must be a valid date string'],
      [{ freq: 'WEEKLY', until: 20270101 }, 'Recurrence rrule until must be a valid date string'],
      [{ freq: 'WEEKLY', interval: 1.5 }, 'Recurrence rrule interval must be an integer'],
      [{ freq: 'WEEKLY', interval: '2' }, 'Recurrence rrule interval must be an integer'],
      [{ freq: 'WEEKLY', count: 'ten' }, 'Recurrence rrule count must be an integer'],
      [{ freq: 'WEEKLY', byday: 'MO' }, 'Recurrence rrule byday must be an array'],
      [
        { freq: 'WEEKLY', byday: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU', 'MO'] },
        'Recurrence rrule byday array must not be longer than the 7 days in a week',
      ],
      [{ freq: 'WEEKLY', byday: ['MO', 'XX'] }, 'Recurrence rrule byday values must include only the following: SU, MO, TU, WE, TH, FR, SA'],
      [{ freq: 'WEEKLY', byday: ['mo'] }, 'Recurrence rrule byday values must include only the following: SU, MO, TU, WE, TH, FR, SA'],
      [{ freq: 'WEEKLY', byday: ['MO', 'MO'] }, 'Recurrence rrule byday values must include only the following: SU, MO, TU, WE, TH, FR, SA'],
    ]
    for (const [rule, message] of cases) expect(recurrenceError(rule), JSON.stringify(rule)).toBe(message)
    expect(Object.values(recurrenceMessages)).toHaveLength(7)
  })
})

describe('rruleValue', () => {
  it('writes the parts in RFC 5545 form, UNTIL as the event is written', () => {
    expect(rruleValue({ freq: 'WEEKLY', interval: 2, byday: ['TH', 'TU'], until: '2027-03-31' }, false)).toBe(
      // The end of 31 March in Helsinki (UTC+3 from the 28th) is 20:59:59 UTC.
      'FREQ=WEEKLY;INTERVAL=2;UNTIL=20270331T205959Z;BYDAY=TU,TH',
    )
    expect(rruleValue({ freq: 'MONTHLY', until: '2027-03-31' }, true)).toBe('FREQ=MONTHLY;UNTIL=20270331')
    expect(rruleValue({ freq: 'DAILY', count: 5, interval: 1 }, false)).toBe('FREQ=DAILY;COUNT=5')
  })
})
