import { describe, expect, it } from 'vitest'
import type { AccommodationInventory } from '../catalogue'
import { AvailabilityRequestError, nightlyPrices, stayNights, stayOffers, stayPriceFrom } from './stay'
import type { Taken } from './types'

const inventory: AccommodationInventory = {
  kind: 'accommodation',
  capacity: 6,
  units: [
    { id: 'u1', code: 'A1', capacity: 4 },
    { id: 'u2', code: 'A2', capacity: 6 },
  ],
  seasons: [
    { from: '2026-06-01', to: '2026-06-30', nightly: 10000, minNights: 2 },
    { from: '2026-07-01', to: '2026-08-31', nightly: 15000, minNights: 3 },
  ],
  ratePlans: [
    { code: 'freeCancellation', pricePercent: 100 },
    { code: 'nonRefundable', pricePercent: 85 },
  ],
  closed: [],
}
const adults = (n: number) => ({ numberOfAdults: n, numberOfChildrenOlder: 0, numberOfChildrenYounger: 0 })
const nothingTaken: Taken = { counts: new Map(), slots: new Map() }
const unitsTaken = (nights: Record<string, string[]>): Taken => ({
  counts: new Map(),
  slots: new Map(Object.entries(nights).map(([unit, list]) => [`unit:${unit}`, new Set(list)])),
})
const ask = (overrides: Partial<Parameters<typeof stayOffers>[0]> = {}) =>
  stayOffers({
    productCode: 'ROOM',
    inventory,
    from: '2026-06-10',
    to: '2026-06-12',
    persons: adults(2),
    taken: nothingTaken,
    today: '2026-05-01',
    taxBasisPoints: 1350,
    ...overrides,
  })

describe('stayNights', () => {
  it('counts arrival but not departure', () => {
    expect(stayNights('2026-06-10', '2026-06-12')).toEqual(['2026-06-10', '2026-06-11'])
    expect(stayNights('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25'])
  })
})

describe('nightlyPrices', () => {
  it('prices each night by its season, across a season change', () => {
    expect(nightlyPrices(inventory.seasons, ['2026-06-30', '2026-07-01'])).toEqual([10000, 15000])
  })
  it('charges the weekend price for Friday and Saturday nights only', () => {
    const seasons = [{ from: '2026-11-01', to: '2026-11-30', nightly: 10000, weekendNightly: 13000, minNights: 1 }]
    // 2026-11-19 is a Thursday: Thu, Fri, Sat and Sun nights.
    expect(nightlyPrices(seasons, ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'])).toEqual([10000, 13000, 13000, 10000])
  })
  it('is null when a night has no season', () => {
    expect(nightlyPrices(inventory.seasons, ['2026-08-31', '2026-09-01'])).toBeNull()
  })
})

describe('stayOffers', () => {
  it('offers each rate plan side by side with stable ids', () => {
    const offers = ask()
    expect(offers.map((o) => [o.id, o.ratePlan, o.nights, o.freeUnits, o.available, o.reason])).toEqual([
      ['ROOM|freeCancellation|2026-06-10|2026-06-12', 'freeCancellation', 2, 2, true, null],
      ['ROOM|nonRefundable|2026-06-10|2026-06-12', 'nonRefundable', 2, 2, true, null],
    ])
    expect(offers[0].price).toEqual({ withTax: 20000, withoutTax: 17621 })
    expect(offers[1].price.withTax).toBe(17000)
  })
  it('sums nightly prices across seasons and rounds once per stay', () => {
    const offers = ask({ from: '2026-06-29', to: '2026-07-02' })
    expect(offers[0].price.withTax).toBe(10000 * 2 + 15000)
    const odd = stayOffers({
      productCode: 'ROOM',
      inventory: { ...inventory, seasons: [{ from: '2026-06-01', to: '2026-06-30', nightly: 3333, minNights: 1 }] },
      from: '2026-06-10',
      to: '2026-06-13',
      persons: adults(1),
      taken: nothingTaken,
      today: '2026-05-01',
      taxBasisPoints: 1350,
    })
    expect(odd[1].price.withTax).toBe(8499) // 9999 * 0.85 = 8499.15
  })
  it('frees the departure night: a stay may start on the day the last one ends', () => {
    const taken = unitsTaken({ u1: ['2026-06-08', '2026-06-09'], u2: ['2026-06-09'] })
    expect(ask({ taken })[0].freeUnits).toBe(2)
  })
  it('counts a unit as taken when any of its nights is sold', () => {
    expect(ask({ taken: unitsTaken({ u1: ['2026-06-11'] }) })[0].freeUnits).toBe(1)
    const full = ask({ taken: unitsTaken({ u1: ['2026-06-11'], u2: ['2026-06-10'] }) })
    expect(full[0]).toMatchObject({ available: false, reason: 'full', freeUnits: 0 })
  })
  it('only counts units large enough for the party', () => {
    const offers = ask({ persons: adults(5), taken: unitsTaken({ u2: ['2026-06-10'] }) })
    expect(offers[0]).toMatchObject({ freeUnits: 0, reason: 'full' })
    expect(ask({ persons: adults(5) })[0].freeUnits).toBe(1)
  })
  it('says capacity when no unit can host the party, limited by the room type too', () => {
    expect(ask({ persons: adults(7) })[0].reason).toBe('capacity')
    const smallType = { ...inventory, capacity: 3 }
    expect(ask({ inventory: smallType, persons: adults(4) })[0].reason).toBe('capacity')
  })
  it('applies the arrival season minimum stay', () => {
    expect(ask({ from: '2026-06-10', to: '2026-06-11' })[0].reason).toBe('minNights')
    expect(ask({ from: '2026-06-30', to: '2026-07-02' })[0].reason).toBeNull()
    expect(ask({ from: '2026-07-01', to: '2026-07-03' })[0].reason).toBe('minNights')
  })
  it('says noPrice when a night is outside every season, with a zero price', () => {
    const offers = ask({ from: '2026-08-30', to: '2026-09-02' })
    expect(offers[0]).toMatchObject({ reason: 'noPrice', available: false, price: { withTax: 0, withoutTax: 0 } })
  })
  it('refuses arrivals before today, first of all reasons', () => {
    expect(ask({ today: '2026-06-11' })[0].reason).toBe('past')
    expect(ask({ today: '2026-06-10' })[0].reason).toBeNull()
    expect(ask({ today: '2026-06-11', persons: adults(9), from: '2026-06-10', to: '2026-06-11' })[0].reason).toBe('past')
  })
  it('orders reasons noPrice, capacity, minNights, full', () => {
    expect(ask({ from: '2026-05-31', to: '2026-06-01', persons: adults(9) })[0].reason).toBe('noPrice')
    expect(ask({ to: '2026-06-11', persons: adults(9) })[0].reason).toBe('capacity')
    const allTaken = unitsTaken({ u1: ['2026-06-10'], u2: ['2026-06-10'] })
    expect(ask({ to: '2026-06-11', taken: allTaken })[0].reason).toBe('minNights')
  })
  it('is closed with the staff reason when any night of the stay is closed, but not by a closure starting on departure day', () => {
    const renovation = { from: '2026-06-11', to: '2026-06-20', reason: 'Renovation', only: null }
    const closed = { ...inventory, closed: [renovation] }
    expect(ask({ inventory: closed })[0]).toMatchObject({
      available: false,
      reason: 'closed',
      closure: { from: '2026-06-11', to: '2026-06-20', reason: 'Renovation' },
    })
    expect(ask({ inventory: closed, from: '2026-06-20', to: '2026-06-22' })[0].reason).toBe('closed')
    expect(ask({ inventory: closed, from: '2026-06-09', to: '2026-06-11' })[0]).toMatchObject({ available: true, reason: null })
    expect(ask({ inventory: closed, from: '2026-06-21', to: '2026-06-23' })[0]).not.toHaveProperty('closure')
  })
  it('never counts a closed unit free, and is closed only when every unit that fits the party is', () => {
    const a1Closed = { ...inventory, closed: [{ from: '2026-06-11', to: '2026-06-11', reason: 'Water damage', only: ['u1'] }] }
    expect(ask({ inventory: a1Closed })[0]).toMatchObject({ available: true, freeUnits: 1 })
    expect(ask({ inventory: a1Closed, taken: unitsTaken({ u2: ['2026-06-10'] }) })[0]).toMatchObject({ reason: 'full', freeUnits: 0 })
    // Only A2 hosts five; once it is closed the stay is closed, not full.
    const a2Closed = { ...inventory, closed: [{ from: '2026-06-01', to: '2026-06-30', reason: 'Sauna renovation', only: ['u2'] }] }
    expect(ask({ inventory: a2Closed, persons: adults(5) })[0]).toMatchObject({ reason: 'closed', closure: { reason: 'Sauna renovation' } })
    expect(ask({ inventory: a2Closed, persons: adults(2) })[0]).toMatchObject({ available: true, freeUnits: 1 })
  })
  it('orders reasons past, closed, then noPrice and capacity', () => {
    const closed = { ...inventory, closed: [{ from: '2026-05-01', to: '2026-09-30', reason: 'Closed for the season', only: null }] }
    expect(ask({ inventory: closed, today: '2026-06-11' })[0].reason).toBe('past')
    expect(ask({ inventory: closed, from: '2026-08-30', to: '2026-09-02', persons: adults(9) })[0].reason).toBe('closed')
  })
  it('throws a request error for empty, reversed, malformed or too long ranges', () => {
    const codeOf = (f: () => unknown) => {
      try {
        f()
      } catch (error) {
        return error instanceof AvailabilityRequestError ? error.code : 'other'
      }
      return 'none'
    }
    expect(codeOf(() => ask({ to: '2026-06-10' }))).toBe('dates')
    expect(codeOf(() => ask({ to: '2026-06-09' }))).toBe('dates')
    expect(codeOf(() => ask({ to: '2026-06-31' }))).toBe('dates')
    expect(codeOf(() => ask({ from: '2026-06-01', to: '2026-07-31' }))).toBe('none') // 60 nights
    expect(codeOf(() => ask({ from: '2026-06-01', to: '2026-08-01' }))).toBe('tooManyNights')
  })
})

describe('stayPriceFrom', () => {
  it('takes the cheapest remaining night under the cheapest plan', () => {
    expect(stayPriceFrom(inventory, '2026-05-01')).toBe(8500)
    expect(stayPriceFrom(inventory, '2026-07-01')).toBe(12750)
    expect(stayPriceFrom(inventory, '2026-09-01')).toBeNull()
  })
})
