import { describe, expect, it } from 'vitest'
import type { TicketInventory } from '../catalogue'
import { ticketOffer } from './ticket'

const inventory: TicketInventory = {
  kind: 'ticket',
  ageGroup: 'adult',
  pool: 'spa',
  dailyCapacity: 200,
  openingHours: [{ days: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], opens: '10:00', closes: '20:00' }],
  price: 1650,
}
const counts = (entries: Record<string, number>) => ({ counts: new Map(Object.entries(entries)), slots: new Map() })
const ask = (overrides: Partial<Parameters<typeof ticketOffer>[0]> = {}) =>
  ticketOffer({
    productCode: 'SPA-ADULT',
    inventory,
    day: '2026-06-10',
    taken: counts({}),
    today: '2026-06-01',
    taxBasisPoints: 1000,
    ...overrides,
  })

describe('ticketOffer', () => {
  it('offers an open day with the pool capacity left', () => {
    expect(ask({ taken: counts({ 'pool:spa:2026-06-10': 150, 'pool:spa:2026-06-11': 200 }) })).toEqual({
      type: 'ticket',
      id: 'SPA-ADULT|2026-06-10',
      date: '2026-06-10',
      freePlaces: 50,
      available: true,
      reason: null,
      price: { withTax: 1650, withoutTax: 1500 },
    })
  })
  it('is full at capacity and never goes below zero', () => {
    expect(ask({ taken: counts({ 'pool:spa:2026-06-10': 201 }) })).toMatchObject({ freePlaces: 0, reason: 'full' })
  })
  it('is closed on a day without opening hours', () => {
    expect(ask({ day: '2026-06-08' })).toMatchObject({ available: false, reason: 'closed' }) // Monday
  })
  it('sells today but not yesterday, and past wins over closed', () => {
    expect(ask({ today: '2026-06-10' }).reason).toBeNull()
    expect(ask({ today: '2026-06-11' }).reason).toBe('past')
    expect(ask({ day: '2026-06-08', today: '2026-06-09' }).reason).toBe('past')
  })
})
