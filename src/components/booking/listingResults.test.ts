import { describe, expect, it } from 'vitest'
import type { AvailabilityItem, StayOffer } from '@/domain/availability/types'
import type { CategoryItemsResponse } from '@/domain/shopApi'
import { firstNextDay, listingResults, unavailableReason } from './listingResults'

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
  it('sets aside activities without a time to book that day, hides tickets without anything, keeps other kinds', () => {
    const availability = new Map([['SUP', [stay(false, 'full')]]])
    expect(listingResults(activities, availability, 'activity', null)).toEqual({ visible: [activities[2]], unavailable: [activities[0]], noResults: null })
    expect(listingResults(activities, new Map([['SUP', [stay(true)]]]), 'activity', null).visible).toEqual([activities[0], activities[2]])
    expect(listingResults(activities.slice(0, 2), new Map(), 'ticket', null).noResults).toBe('default')
  })
  it('counts an activity whose only free times have passed as not bookable that day', () => {
    const passed = { ...stay(true), available: true, reason: 'past' as const }
    expect(listingResults(activities.slice(0, 1), new Map([['SUP', [passed]]]), 'activity', null)).toEqual({
      visible: [],
      unavailable: [activities[0]],
      noResults: 'default',
    })
  })
})

describe('unavailableReason', () => {
  it('prefers the party being too large, then the offers’ own reason', () => {
    expect(unavailableReason([stay(false, 'minNights')], 2, 3)).toBe('capacity')
    expect(unavailableReason([stay(false, 'minNights')], 6, 3)).toBe('minNights')
    expect(unavailableReason(undefined, null, null)).toBe('full')
  })
})

describe('firstNextDay', () => {
  const answer = (...next: [string, string | null | undefined][]) =>
    ({ items: next.map(([kind, nextAvailable]) => ({ kind, nextAvailable })) }) as unknown as CategoryItemsResponse
  it('stays on today while an activity has a time to book today', () => {
    expect(firstNextDay(answer(['activity', '2026-11-27'], ['activity', '2026-11-28']), '2026-11-27')).toBeNull()
  })
  it('moves to the earliest next day of the activities otherwise', () => {
    expect(firstNextDay(answer(['activity', '2026-12-01'], ['activity', '2026-11-28'], ['activity', null], ['ticket', undefined]), '2026-11-27')).toBe(
      '2026-11-28',
    )
    expect(firstNextDay(answer(['activity', null]), '2026-11-27')).toBeNull()
    expect(firstNextDay(null, '2026-11-27')).toBeNull()
  })
})
