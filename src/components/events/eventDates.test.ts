import { describe, expect, it } from 'vitest'
import type { EventView } from '@/domain/blocks'
import { daysOf, firstMonthAhead, occurrencesBetween, parseMonth, timeRange } from './eventDates'

const event = (id: string, start: string, end: string, extra: Partial<EventView> = {}): EventView => ({
  id,
  uid: `event-${id}`,
  title: `Event ${id}`,
  description: 'd',
  location: 'l',
  start,
  end,
  recurrence: null,
  url: null,
  organizer: null,
  tags: [],
  pageUrl: `/tapahtumat/${id}`,
  bookUrl: null,
  image: null,
  ...extra,
})

// A three-day festival, all day (Helsinki midnight to midnight), and a weekly sauna evening at 18:00.
const festival = event('f', '2026-12-03T22:00:00.000Z', '2026-12-06T22:00:00.000Z')
const sauna = event('s', '2026-12-02T16:00:00.000Z', '2026-12-02T18:00:00.000Z', { recurrence: { freq: 'WEEKLY', count: 3 } })

describe('event dates', () => {
  it('lists the occurrences of a range in order, each with the days it covers', () => {
    const all = occurrencesBetween([festival, sauna], new Date('2026-12-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'))
    expect(all.map((o) => `${o.event.id} ${o.firstDay}…${o.lastDay}${o.allDay ? ' all day' : ` ${timeRange(o)}`}`)).toEqual([
      's 2026-12-02…2026-12-02 18:00–20:00',
      'f 2026-12-04…2026-12-06 all day',
      's 2026-12-09…2026-12-09 18:00–20:00',
      's 2026-12-16…2026-12-16 18:00–20:00',
    ])
    expect(daysOf(all[1]!, '2026-12-01', '2026-12-05')).toEqual(['2026-12-04', '2026-12-05'])
  })

  it('opens the calendar on this month, or on the next event’s month when this one has nothing left', () => {
    expect(firstMonthAhead([festival, sauna], new Date('2026-11-27T10:00:00Z'))).toBe('2026-12-01')
    expect(firstMonthAhead([festival, sauna], new Date('2026-12-05T10:00:00Z'))).toBe('2026-12-01')
    expect(firstMonthAhead([], new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-01')
  })

  it('reads a month parameter only when it is one', () => {
    expect(parseMonth('2026-12')).toBe('2026-12-01')
    expect(parseMonth('2026-13')).toBeNull()
    expect(parseMonth('<script>')).toBeNull()
  })
})
