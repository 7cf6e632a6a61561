import { describe, expect, it } from 'vitest'
import type { AccommodationInventory, CourtInventory, TicketInventory } from '../catalogue'
import { holdFor } from './holds'

const two = { numberOfAdults: 2, numberOfChildrenOlder: 0, numberOfChildrenYounger: 0 }
const price = { withTax: 1000, withoutTax: 881 }

describe('what a sold line occupies', () => {
  it('takes every night of the smallest unit that fits the party', () => {
    const inventory: AccommodationInventory = {
      kind: 'accommodation',
      capacity: 6,
      seasons: [],
      ratePlans: [],
      units: [
        { id: '9', code: 'B', capacity: 6 },
        { id: '3', code: 'A', capacity: 2 },
        { id: '4', code: 'C', capacity: 1 },
      ],
      closed: [],
    }
    const offer = {
      type: 'stay' as const,
      id: 's',
      ratePlan: 'freeCancellation' as const,
      from: '2026-12-10',
      to: '2026-12-12',
      nights: 2,
      persons: two,
      freeUnits: 2,
      available: true,
      reason: null,
      price,
    }
    expect(holdFor({ productCode: 'P', inventory, offer, persons: two, quantity: 1 })).toEqual({
      kind: 'slots',
      count: 1,
      candidates: [
        { resource: 'unit:3', slots: ['2026-12-10', '2026-12-11'] },
        { resource: 'unit:9', slots: ['2026-12-10', '2026-12-11'] },
      ],
    })
  })
  it('never takes a unit staff closed on a night of the stay', () => {
    const inventory: AccommodationInventory = {
      kind: 'accommodation',
      capacity: 6,
      seasons: [],
      ratePlans: [],
      units: [
        { id: '9', code: 'B', capacity: 6 },
        { id: '3', code: 'A', capacity: 2 },
      ],
      closed: [{ from: '2026-12-11', to: '2026-12-11', reason: 'Repairs', only: ['3'] }],
    }
    const offer = {
      type: 'stay' as const,
      id: 's',
      ratePlan: 'freeCancellation' as const,
      from: '2026-12-10',
      to: '2026-12-12',
      nights: 2,
      persons: two,
      freeUnits: 1,
      available: true,
      reason: null,
      price,
    }
    expect(holdFor({ productCode: 'P', inventory, offer, persons: two, quantity: 1 })).toMatchObject({ candidates: [{ resource: 'unit:9' }] })
  })
  it('takes the steps of a free court, or of the chosen one', () => {
    const inventory: CourtInventory = {
      kind: 'court',
      courts: [
        { id: '1', code: 'P1', name: '1' },
        { id: '2', code: 'P2', name: '2' },
      ],
      openingHours: [],
      durations: [60],
      stepMinutes: 30,
      hourlyPrice: 2000,
      closed: [],
    }
    const offer = {
      type: 'court' as const,
      id: 'c',
      date: '2026-12-10',
      time: '10:00',
      start: '2026-12-10T08:00:00.000Z',
      end: '2026-12-10T09:00:00.000Z',
      durationMinutes: 60,
      freeCourts: [{ code: 'P2', name: '2' }],
      available: true,
      reason: null,
      price,
    }
    const steps = ['2026-12-10T08:00:00.000Z', '2026-12-10T08:30:00.000Z']
    expect(holdFor({ productCode: 'P', inventory, offer, persons: two, quantity: 1 })).toEqual({
      kind: 'slots',
      count: 1,
      candidates: [{ resource: 'court:2', slots: steps }],
    })
    expect(holdFor({ productCode: 'P', inventory, offer, persons: two, quantity: 1, courtCode: 'P1' })).toMatchObject({ candidates: [{ resource: 'court:1' }] })
  })
  it('takes a seat per person of a session or slot, a seat per ticket, nothing for gift cards', () => {
    const session = { type: 'session' as const, id: '77', from: '2026-12-10', to: '2026-12-12', places: 8, freePlaces: 3, available: true, reason: null, price }
    expect(holdFor({ productCode: 'C', inventory: { kind: 'course', sessions: [], closed: [] }, offer: session, persons: two, quantity: 1 })).toEqual({
      kind: 'seats',
      resource: 'session:77',
      capacity: 8,
      quantity: 2,
    })
    const ticketInventory: TicketInventory = { kind: 'ticket', ageGroup: 'adult', pool: 'POOL', dailyCapacity: 200, openingHours: [], price: 800, closed: [] }
    const ticket = { type: 'ticket' as const, id: 't', date: '2026-12-10', freePlaces: 10, available: true, reason: null, price }
    expect(holdFor({ productCode: 'T', inventory: ticketInventory, offer: ticket, persons: two, quantity: 3 })).toEqual({
      kind: 'seats',
      resource: 'pool:POOL:2026-12-10',
      capacity: 200,
      quantity: 3,
    })
    expect(
      holdFor({
        productCode: 'G',
        inventory: { kind: 'giftcard', values: [5000], openValue: null, validityMonths: 12, designs: [] },
        offer: null,
        persons: two,
        quantity: 1,
      }),
    ).toEqual({
      kind: 'none',
    })
  })
})
