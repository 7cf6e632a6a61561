import { describe, expect, it } from 'vitest'
import type { AccommodationInventory } from '../catalogue'
import { cheapestNights, isIsoMonth, monthDays, monthNightPrices, type CalendarNight } from './priceCalendar'
import { stayOffers } from './stay'
import type { Taken } from './types'

const inventory: AccommodationInventory = {
  kind: 'accommodation',
  capacity: 4,
  units: [
    { id: 'u1', code: 'A1', capacity: 2 },
    { id: 'u2', code: 'A2', capacity: 4 },
  ],
  seasons: [
    { from: '2026-11-01', to: '2026-11-30', nightly: 10000, weekendNightly: 12000, minNights: 1 },
    { from: '2026-12-01', to: '2026-12-20', nightly: 15000, minNights: 2 },
  ],
  ratePlans: [
    { code: 'freeCancellation', pricePercent: 100 },
    { code: 'nonRefundable', pricePercent: 85 },
  ],
  closed: [{ from: '2026-11-24', to: '2026-11-25', reason: 'Renovation', only: null }],
}
const adults = (n: number) => ({ numberOfAdults: n, numberOfChildrenOlder: 0, numberOfChildrenYounger: 0 })
const taken = (nights: Record<string, string[]>): Taken => ({
  counts: new Map(),
  slots: new Map(Object.entries(nights).map(([unit, list]) => [`unit:${unit}`, new Set(list)])),
})
const month = (m: string, overrides: Partial<Parameters<typeof monthNightPrices>[0]> = {}) =>
  monthNightPrices({ productCode: 'ROOM', inventory, month: m, persons: adults(2), taken: taken({}), today: '2026-11-03', taxBasisPoints: 1350, ...overrides })
const night = (nights: CalendarNight[], date: string) => nights.find((n) => n.date === date)!

describe('monthDays', () => {
  it('lists every day of the month, leap years included', () => {
    expect(monthDays('2026-11')).toHaveLength(30)
    expect(monthDays('2028-02').at(-1)).toBe('2028-02-29')
    expect(monthDays('2026-12')[0]).toBe('2026-12-01')
    expect(isIsoMonth('2026-13')).toBe(false)
    expect(isIsoMonth('2026-1')).toBe(false)
    expect(isIsoMonth('2026-01')).toBe(true)
  })
})

describe('monthNightPrices', () => {
  it('prices each night at the cheapest rate, exactly as a one-night stay is offered', () => {
    const nights = month('2026-11')
    // Thursday 12.11. at the weekday price, Friday 13.11. at the weekend price, both non-refundable (85 %).
    expect(night(nights, '2026-11-12')).toMatchObject({ available: true, reason: null, price: { withTax: 8500 } })
    expect(night(nights, '2026-11-13').price!.withTax).toBe(10200)
    const offers = stayOffers({
      productCode: 'ROOM',
      inventory,
      from: '2026-11-13',
      to: '2026-11-14',
      persons: adults(2),
      taken: taken({}),
      today: '2026-11-03',
      taxBasisPoints: 1350,
    })
    expect(night(nights, '2026-11-13').price).toEqual(offers.find((o) => o.ratePlan === 'nonRefundable')!.price)
  })

  it('marks past, closed and full nights unavailable with their reason and no price', () => {
    const nights = month('2026-11', { taken: taken({ u1: ['2026-11-20'], u2: ['2026-11-20', '2026-11-21'] }) })
    expect(night(nights, '2026-11-02')).toMatchObject({ available: false, reason: 'past', price: null })
    expect(night(nights, '2026-11-24')).toMatchObject({ available: false, reason: 'closed', price: null })
    expect(night(nights, '2026-11-20')).toMatchObject({ available: false, reason: 'full', price: null })
    // One unit is still free on the 21st.
    expect(night(nights, '2026-11-21').available).toBe(true)
  })

  it('follows the party: a night the only large enough unit has taken is full for four, free for two', () => {
    const busy = taken({ u2: ['2026-11-18'] })
    expect(night(month('2026-11', { taken: busy }), '2026-11-18').available).toBe(true)
    expect(night(month('2026-11', { taken: busy, persons: adults(4) }), '2026-11-18')).toMatchObject({ available: false, reason: 'full' })
    expect(night(month('2026-11', { persons: adults(5) }), '2026-11-18')).toMatchObject({ available: false, reason: 'capacity' })
  })

  it('keeps a night of a season with a minimum stay available, with that minimum, and has no price where no season is', () => {
    const nights = month('2026-12')
    expect(night(nights, '2026-12-05')).toMatchObject({ available: true, minNights: 2, price: { withTax: 12750 } })
    expect(night(nights, '2026-12-24')).toMatchObject({ available: false, reason: 'noPrice', price: null })
  })
})

describe('cheapestNights', () => {
  const n = (date: string, available: boolean, withTax: number | null, reason: CalendarNight['reason'] = available ? null : 'full'): CalendarNight => ({
    date,
    available,
    reason,
    price: withTax === null ? null : { withTax, withoutTax: withTax },
    minNights: 1,
  })
  it('takes the lowest price among the room types free that night, and is full only when all are', () => {
    const merged = cheapestNights([
      [n('2026-11-10', true, 9000), n('2026-11-11', false, null), n('2026-11-12', false, null, 'capacity')],
      [n('2026-11-10', true, 7000), n('2026-11-11', true, 11000), n('2026-11-12', false, null, 'full')],
      [n('2026-11-10', false, null), n('2026-11-11', false, null), n('2026-11-12', false, null, 'capacity')],
    ])
    expect(merged.map((m) => [m.available, m.price?.withTax ?? null, m.reason])).toEqual([
      [true, 7000, null],
      [true, 11000, null],
      [false, null, 'full'],
    ])
  })
  it('is empty for a category without room types', () => {
    expect(cheapestNights([])).toEqual([])
  })
})
