import { describe, expect, it } from 'vitest'
import type { AvailabilityItem, StayOffer } from '@/domain/availability/types'
import { listingResults, unavailableReason } from './listingResults'

const stay = (available: boolean, reason: StayOffer['reason'] = null): AvailabilityItem => ({
  type: 'stay',
  id: 'x',
  ratePlan: 'freeCancellation',
  from: '2026-12-01',
  to: '2026-12-03',
  nights: 2,
  persons: { numberOfAdults: 2, numberOfChildrenOlder: 0, numberOfChildrenYounger: 0 },
  freeUnits: available ? 1 : 0,
  available,
  reason,
  price: { withTax: 20000, withoutTax: 17621 },
})

const items = [
  { code: 'ROOM', kind: 'accommodation' as const, capacity: 2 },
  { code: 'COTTAGE', kind: 'accommodation' as const, capacity: 6 },
]
const activities = [
  { code: 'SUP', kind: 'activity' as const, capacity: null },
  { code: 'SWIM', kind: 'ticket' as const, capacity: null },
  { code: 'GIFT', kind: 'giftcard' as const, capacity: null },
]

describe('listingResults', () => {
  it('shows everything before a search', () => {
    expect(listingResults(items, null, 'accommodation', null)).toEqual({ visible: items, unavailable: [], noResults: null })
    expect(listingResults([], null, null, null).noResults).toBe('default')
  })
  it('sets aside room types without an available offer', () => {
    const availability = new Map([
      ['ROOM', [stay(false, 'capacity')]],
      ['COTTAGE', [stay(true), stay(false, 'full')]],
    ])
    expect(listingResults(items, availability, 'accommodation', 3)).toEqual({ visible: [items[1]], unavailable: [items[0]], noResults: null })
  })
  it('uses the larger-group text only when the party exceeds every capacity', () => {
    const none = new Map([
      ['ROOM', [stay(false, 'full')]],
      ['COTTAGE', [stay(false, 'full')]],
    ])
    expect(listingResults(items, none, 'accommodation', 6).noResults).toBe('accommodation')
    expect(listingResults(items, none, 'accommodation', 7).noResults).toBe('largeGroup')
  })
  it('hides activities and tickets without anything that day, but not other kinds', () => {
    const availability = new Map([['SUP', [stay(false, 'full')]]])
    expect(listingResults(activities, availability, 'activity', null)).toEqual({ visible: [activities[0], activities[2]], unavailable: [], noResults: null })
    expect(listingResults(activities.slice(0, 2), new Map(), 'ticket', null).noResults).toBe('default')
  })
})

describe('unavailableReason', () => {
  it('prefers the party being too large, then the offers’ own reason', () => {
    expect(unavailableReason([stay(false, 'minNights')], 2, 3)).toBe('capacity')
    expect(unavailableReason([stay(false, 'minNights')], 6, 3)).toBe('minNights')
    expect(unavailableReason(undefined, null, null)).toBe('full')
  })
})
