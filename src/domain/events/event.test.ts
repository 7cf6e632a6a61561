import { describe, expect, it } from 'vitest'
import { calendarEvent, eventInstants, isAllDay, missingArguments, type CalendarEvent } from './event'

const sauna: CalendarEvent = {
  uid: 'event-1@kuusirinne',
  title: 'Savusaunailta',
  description: 'Lämmin sauna ja avanto.',
  location: 'Rantasauna',
  start: '2026-12-04T16:00:00Z',
  end: '2026-12-04T19:00:00Z',
}

describe('calendarEvent', () => {
  it('returns a complete event, optional parts as null', () => {
    expect(calendarEvent(sauna)).toEqual({ ...sauna, url: null, organizer: null, recurrence: null })
  })

  it('asks for its arguments when called without them', () => {
    expect(missingArguments).toBe('You need to specify function arguments')
    expect(() => calendarEvent()).toThrow('You need to specify function arguments')
    expect(() => calendarEvent(null)).toThrow('You need to specify function arguments')
    expect(() => calendarEvent({})).toThrow('You need to specify function arguments')
  })

  it.each(['uid', 'title', 'description', 'location', 'start', 'end'] as const)('asks for its arguments when %s is missing or empty', (key) => {
    const rest: Partial<CalendarEvent> = { ...sauna }
    delete rest[key]
    expect(() => calendarEvent(rest)).toThrow(missingArguments)
    expect(() => calendarEvent({ ...sauna, [key]: '' })).toThrow(missingArguments)
    expect(() => calendarEvent({ ...sauna, [key]: '  ' })).toThrow(missingArguments)
  })

  it('throws the rule’s own message for a bad rule', () => {
    expect(() => calendarEvent({ ...sauna, recurrence: { freq: 'WEEKLY', byday: ['MO', 'MO'] } })).toThrow(
      'Recurrence rrule byday values must include only the following: SU, MO, TU, WE, TH, FR, SA',
    )
    expect(() => calendarEvent({ ...sauna, recurrence: { freq: 'WEEKLY', count: 2.5 } })).toThrow('Recurrence rrule count must be an integer')
  })

  it('throws a RangeError for an end before the start, or an instant it cannot read', () => {
    expect(() => calendarEvent({ ...sauna, end: '2026-12-04T15:00:00Z' })).toThrow(RangeError)
    expect(() => calendarEvent({ ...sauna, end: sauna.start })).toThrow(RangeError)
    expect(() => calendarEvent({ ...sauna, start: 'Friday evening' })).toThrow(RangeError)
    expect(() => calendarEvent({ ...sauna, end: '2026-12-32T19:00:00Z' })).toThrow(RangeError)
  })

  it('refuses a URL or e-mail address that would break the file', () => {
    expect(() => calendarEvent({ ...sauna, url: 'javascript:alert(1)' })).toThrow(RangeError)
    expect(() => calendarEvent({ ...sauna, url: 'https://a.example/\r\nATTENDEE:x' })).toThrow(RangeError)
    expect(() => calendarEvent({ ...sauna, organizer: { name: 'Aino', email: 'aino@x.example\r\nX:y' } })).toThrow(RangeError)
    expect(calendarEvent({ ...sauna, url: 'https://kuusirinne.example/sauna?x=1', organizer: { name: 'Aino', email: 'aino@kuusirinne.example' } }).url).toBe(
      'https://kuusirinne.example/sauna?x=1',
    )
  })
})

describe('eventInstants', () => {
  it('reads the start and end, or throws a RangeError', () => {
    expect(eventInstants(sauna).start.toISOString()).toBe('2026-12-04T16:00:00.000Z')
    expect(() => eventInstants({ start: 'x', end: sauna.end })).toThrow(RangeError)
  })
})

describe('isAllDay', () => {
  const span = (start: string, end: string) => isAllDay({ start, end })
  it('is an event from midnight to midnight in Helsinki, in winter and in summer', () => {
    expect(span('2026-12-04T22:00:00Z', '2026-12-07T22:00:00Z')).toBe(true) // 5.12. – 7.12.
    expect(span('2027-06-24T21:00:00Z', '2027-06-27T21:00:00Z')).toBe(true) // 25.6. – 27.6.
    expect(span('2026-10-24T21:00:00Z', '2026-10-25T22:00:00Z')).toBe(true) // 25.10., 25 hours long
    expect(span('2026-12-05T00:00:00+02:00', '2026-12-06T00:00')).toBe(true)
  })
  it('is not an event at UTC midnight, one a second off midnight, or one of no length', () => {
    expect(span('2026-12-05T00:00:00Z', '2026-12-06T00:00:00Z')).toBe(false)
    expect(span('2026-12-04T22:00:01Z', '2026-12-05T22:00:00Z')).toBe(false)
    expect(span('2026-12-04T22:00:00Z', '2026-12-05T21:59:59Z')).toBe(false)
    expect(span('2026-12-04T22:00:00Z', '2026-12-04T22:00:00Z')).toBe(false)
    expect(span('2026-12-05T08:00:00Z', '2026-12-05T22:00:00Z')).toBe(false)
  })
})
