import { describe, expect, it } from 'vitest'
import { addDays } from '../helsinki'
import { nearbyStays } from './nearbyStays'
import type { CalendarNight } from './priceCalendar'

/** Nights from 1.12.2026 with the given prices; null is a full night. */
const calendar = (prices: (number | null)[], minNights = 1): CalendarNight[] =>
  prices.map((p, i) => ({
    date: addDays('2026-12-01', i),
    available: p !== null,
    reason: p === null ? 'full' : null,
    price: p === null ? null : { withTax: p, withoutTax: p },
    minNights,
  }))

describe('nearbyStays', () => {
  //                 1.   2.   3.   4.   5.   6.   7.   8.   9.  10.  11.  12.
  const nights = calendar([100, 100, 90, 100, null, null, 100, 80, 80, 100, 100, 100])

  it('offers the cheapest stays of the same length around full dates, cheapest first', () => {
    const stays = nearbyStays({ from: '2026-12-05', to: '2026-12-07', nights, today: '2026-12-01' })
    expect(stays).toEqual([
      { from: '2026-12-08', to: '2026-12-10', nights: 2, total: 160 },
      { from: '2026-12-07', to: '2026-12-09', nights: 2, total: 180 },
      { from: '2026-12-09', to: '2026-12-11', nights: 2, total: 180 },
    ])
  })

  it('prefers the closer stay between equal prices and never starts in the past or spans a full night', () => {
    const stays = nearbyStays({ from: '2026-12-05', to: '2026-12-06', nights: calendar([50, 50, 50, 50, null, 50, 50]), today: '2026-12-03', count: 10 })
    expect(stays.map((s) => s.from)).toEqual(['2026-12-04', '2026-12-06', '2026-12-03', '2026-12-07'])
    expect(stays.every((s) => s.nights === 1)).toBe(true)
  })

  it('leaves out stays shorter than the minimum stay of their first night, and nights the calendar does not know', () => {
    expect(nearbyStays({ from: '2026-12-05', to: '2026-12-06', nights: calendar([50, 50, 50, 50, null, 50], 2), today: '2026-12-01' })).toEqual([])
    expect(nearbyStays({ from: '2026-12-05', to: '2026-12-06', nights: [], today: '2026-12-01' })).toEqual([])
  })
})
