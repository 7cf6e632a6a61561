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
  closed: [],
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
  it('is closed with the staff reason on the days of a closure, both ends included, and sells again after it', () => {
    const closed = { ...inventory, closed: [{ from: '2026-06-10', to: '2026-06-12', reason: 'Annual maintenance', only: null }] }
    const notice = { from: '2026-06-10', to: '2026-06-12', reason: 'Annual maintenance' }
    expect(ask({ inventory: closed })).toMatchObject({ available: false, reason: 'closed', closure: notice })
    expect(ask({ inventory: closed, day: '2026-06-12' })).toMatchObject({ reason: 'closed', closure: notice })
    expect(ask({ inventory: closed, day: '2026-06-13' })).toMatchObject({ available: true, reason: null })
    expect(ask({ inventory: closed, day: '2026-06-13' })).not.toHaveProperty('closure')
    expect(ask({ inventory: closed, day: '2026-06-09' }).available).toBe(true)
  })
  it('says past rather than closed for a closed day gone by, and a day without hours carries no staff reason', () => {
    const closed = { ...inventory, closed: [{ from: '2026-06-01', to: '2026-06-30', reason: 'Renovation', only: null }] }
    expect(ask({ inventory: closed, today: '2026-06-11' })).not.toHaveProperty('closure')
    expect(ask({ day: '2026-06-08' })).not.toHaveProperty('closure')
  })
})
