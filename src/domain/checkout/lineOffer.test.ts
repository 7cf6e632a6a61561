import { describe, expect, it } from 'vitest'
import type { AvailabilityItem } from '../availability/types'
import { matchOffer, offerFilter, personsOfGuests } from './lineOffer'

const price = { withTax: 1000, withoutTax: 881 }
const offers: AvailabilityItem[] = [
  {
    type: 'stay',
    id: 's1',
    ratePlan: 'freeCancellation',
    from: '2026-12-10',
    to: '2026-12-12',
    nights: 2,
    persons: { numberOfAdults: 2, numberOfChildrenOlder: 0, numberOfChildrenYounger: 0 },
    freeUnits: 1,
    available: true,
    reason: null,
    price,
  },
  {
    type: 'stay',
    id: 's2',
    ratePlan: 'nonRefundable',
    from: '2026-12-10',
    to: '2026-12-12',
    nights: 2,
    persons: { numberOfAdults: 2, numberOfChildrenOlder: 0, numberOfChildrenYounger: 0 },
    freeUnits: 1,
    available: true,
    reason: null,
    price,
  },
  {
    type: 'court',
    id: 'c1',
    date: '2026-12-10',
    time: '10:00',
    start: '2026-12-10T08:00:00.000Z',
    end: '2026-12-10T09:00:00.000Z',
    durationMinutes: 60,
    freeCourts: [],
    available: true,
    reason: null,
    price,
  },
  { type: 'ticket', id: 't1', date: '2026-12-10', freePlaces: 3, available: true, reason: null, price },
]

describe('finding a cart line offer again', () => {
  it('counts the party from the guests, or uses the default party', () => {
    expect(
      personsOfGuests(
        [
          { type: 'adult', firstName: '', lastName: '' },
          { type: 'child_younger', firstName: '', lastName: '' },
        ],
        'accommodation',
      ),
    ).toEqual({ numberOfAdults: 1, numberOfChildrenOlder: 0, numberOfChildrenYounger: 1 })
    expect(personsOfGuests(undefined, 'accommodation').numberOfAdults).toBe(2)
    expect(personsOfGuests([], 'activity').numberOfAdults).toBe(1)
  })
  it('asks the question that has the line in its answer', () => {
    expect(offerFilter('accommodation', { amount: 1, dates: { from: '2026-12-10', to: '2026-12-12' } })?.dates).toEqual({
      from: '2026-12-10',
      to: '2026-12-12',
    })
    expect(offerFilter('accommodation', { amount: 1 })).toBeNull()
    expect(offerFilter('course', { amount: 1, variation: 'session-7' })?.variation).toBe('session-7')
    // A start just after midnight Helsinki time belongs to that Helsinki day, not the UTC one.
    expect(offerFilter('court', { amount: 1, dateTime: '2026-12-10T22:30:00.000Z', variation: '60' })).toMatchObject({
      dates: { from: '2026-12-11' },
      variation: '60',
    })
    expect(offerFilter('giftcard', { amount: 1 })).toBeNull()
  })
  it('matches the same rate, start and duration, or day', () => {
    expect(matchOffer(offers.slice(0, 3), { amount: 1, dates: { from: '2026-12-10', to: '2026-12-12' }, variation: 'nonRefundable' })?.id).toBe('s2')
    expect(matchOffer(offers.slice(0, 3), { amount: 1, dates: { from: '2026-12-10', to: '2026-12-13' }, variation: 'nonRefundable' })).toBeUndefined()
    expect(matchOffer(offers.slice(0, 3), { amount: 1, dateTime: '2026-12-10T08:00:00.000Z', variation: '60' })?.id).toBe('c1')
    expect(matchOffer(offers.slice(0, 3), { amount: 1, dateTime: '2026-12-10T08:00:00.000Z', variation: '90' })?.id).toBeUndefined()
    expect(matchOffer(offers.slice(3), { amount: 1, dates: { from: '2026-12-10', to: '2026-12-10' } })?.id).toBe('t1')
  })
})
