import { describe, expect, it } from 'vitest'
import { closedPeriodsOf, closureDuring, type Closure } from './closures'

const closure = (overrides: Partial<Closure>): Closure => ({
  from: '2026-12-01',
  to: '2026-12-14',
  reason: 'Maintenance',
  products: [],
  units: [],
  courts: [],
  pools: [],
  ...overrides,
})

describe('closedPeriodsOf', () => {
  it('closes a whole product by its code, or a ticket product by its pool', () => {
    const byCode = closure({ products: ['SWIM-ADULT'] })
    const byPool = closure({ pools: ['HALL'], reason: 'Annual maintenance' })
    expect(closedPeriodsOf([byCode], { code: 'SWIM-ADULT', pool: 'HALL', parts: [] })).toEqual([
      { from: '2026-12-01', to: '2026-12-14', reason: 'Maintenance', only: null },
    ])
    expect(closedPeriodsOf([byPool], { code: 'SWIM-CHILD', pool: 'HALL', parts: [] })).toEqual([
      { from: '2026-12-01', to: '2026-12-14', reason: 'Annual maintenance', only: null },
    ])
    expect(closedPeriodsOf([byCode, byPool], { code: 'SPA', pool: 'SPA', parts: [] })).toEqual([])
  })
  it('narrows a closure of units or courts to the product’s own, and the product wins over its parts', () => {
    const rooms = closure({ units: ['A1', 'B7'], courts: ['PADEL1'] })
    expect(closedPeriodsOf([rooms], { code: 'ROOM-A', parts: ['A1', 'A2'] })).toMatchObject([{ only: ['A1'] }])
    expect(closedPeriodsOf([rooms], { code: 'PADEL', parts: ['PADEL1', 'PADEL2'] })).toMatchObject([{ only: ['PADEL1'] }])
    expect(closedPeriodsOf([rooms], { code: 'ROOM-C', parts: ['C1'] })).toEqual([])
    expect(closedPeriodsOf([{ ...rooms, products: ['ROOM-A'] }], { code: 'ROOM-A', parts: ['A1', 'A2'] })).toMatchObject([{ only: null }])
  })
})

describe('closureDuring', () => {
  const periods = [
    { from: '2026-12-01', to: '2026-12-14', reason: 'Hall', only: null },
    { from: '2026-12-20', to: '2026-12-20', reason: 'Unit', only: ['A1'] },
  ]
  it('finds a period overlapping the days, both ends inclusive', () => {
    expect(closureDuring(periods, '2026-12-01', '2026-12-01')?.reason).toBe('Hall')
    expect(closureDuring(periods, '2026-12-14', '2026-12-14')?.reason).toBe('Hall')
    expect(closureDuring(periods, '2026-11-25', '2026-12-01')?.reason).toBe('Hall')
    expect(closureDuring(periods, '2026-11-25', '2026-11-30')).toBeNull()
    expect(closureDuring(periods, '2026-12-15', '2026-12-19')).toBeNull()
  })
  it('applies a period of some parts only to those parts, and a whole-product period to every part', () => {
    expect(closureDuring(periods, '2026-12-20', '2026-12-20')).toBeNull()
    expect(closureDuring(periods, '2026-12-20', '2026-12-20', 'A2')).toBeNull()
    expect(closureDuring(periods, '2026-12-19', '2026-12-21', 'A1')?.reason).toBe('Unit')
    expect(closureDuring(periods, '2026-12-05', '2026-12-05', 'A2')?.reason).toBe('Hall')
  })
})
