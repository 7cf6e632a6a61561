import { describe, expect, it } from 'vitest'
import type { CourseInventory } from '../catalogue'
import { sessionOffers } from './course'

const inventory: CourseInventory = {
  kind: 'course',
  sessions: [
    { id: 's-aug', from: '2026-08-03', to: '2026-08-07', places: 10, price: 25000 },
    { id: 's-jun', from: '2026-06-08', to: '2026-06-12', places: 12, price: 25000 },
    { id: 's-may', from: '2026-05-04', to: '2026-05-08', places: 12, price: 20000 },
  ],
  closed: [],
}
const persons = (numberOfAdults: number, numberOfChildrenOlder = 0) => ({
  numberOfAdults,
  numberOfChildrenOlder,
  numberOfChildrenYounger: 0,
})
const counts = (entries: Record<string, number>) => ({ counts: new Map(Object.entries(entries)), slots: new Map() })
const ask = (overrides: Partial<Parameters<typeof sessionOffers>[0]> = {}) =>
  sessionOffers({ inventory, taken: counts({}), today: '2026-05-04', persons: persons(1), taxBasisPoints: 2550, ...overrides })

describe('sessionOffers', () => {
  it('lists sessions from today on, earliest first', () => {
    expect(ask().map((s) => s.id)).toEqual(['s-may', 's-jun', 's-aug'])
    expect(ask({ today: '2026-05-05' }).map((s) => s.id)).toEqual(['s-jun', 's-aug'])
  })
  it('subtracts sold places and never goes below zero', () => {
    const offers = ask({ taken: counts({ 'session:s-jun': 5, 'session:s-aug': 11 }) })
    expect(offers.map((s) => [s.id, s.places, s.freePlaces])).toEqual([
      ['s-may', 12, 12],
      ['s-jun', 12, 7],
      ['s-aug', 10, 0],
    ])
    expect(offers[2]).toMatchObject({ available: false, reason: 'full' })
  })
  it('says capacity when the party is larger than the places left', () => {
    const taken = counts({ 'session:s-jun': 10 })
    expect(ask({ taken, persons: persons(2) })[1]).toMatchObject({ freePlaces: 2, available: true, reason: null })
    expect(ask({ taken, persons: persons(2, 1) })[1]).toMatchObject({ available: false, reason: 'capacity' })
  })
  it('closes a session with any of its days in a closure of the course, whatever its places', () => {
    const closed = { ...inventory, closed: [{ from: '2026-06-12', to: '2026-06-15', reason: 'Instructor ill', only: null }] }
    const [may, jun, aug] = ask({ inventory: closed, taken: counts({ 'session:s-jun': 12 }) })
    expect(jun).toMatchObject({ available: false, reason: 'closed', closure: { from: '2026-06-12', to: '2026-06-15', reason: 'Instructor ill' } })
    expect([may!.available, aug!.available]).toEqual([true, true])
    expect(may).not.toHaveProperty('closure')
  })
  it('prices the whole party', () => {
    expect(ask({ persons: persons(2, 1) })[0].price).toEqual({ withTax: 60000, withoutTax: 47809 })
    expect(ask()[0].price.withTax).toBe(20000)
  })
})
