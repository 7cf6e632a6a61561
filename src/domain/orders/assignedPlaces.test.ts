import { describe, expect, it } from 'vitest'
import type { AccommodationInventory, CourtInventory } from '../catalogue'
import { assignedPlaces } from './assignedPlaces'

const stay: AccommodationInventory = {
  kind: 'accommodation',
  capacity: 2,
  units: [
    { id: 'u1', code: 'YH-01', capacity: 2 },
    { id: 'u2', code: 'YH-02', capacity: 2 },
  ],
  seasons: [],
  ratePlans: [],
  closed: [],
}
const court: CourtInventory = {
  kind: 'court',
  courts: [
    { id: 'c1', code: 'TENNIS-1', name: 'Tennis court 1' },
    { id: 'c2', code: 'TENNIS-2', name: 'Tennis court 2' },
  ],
  openingHours: [],
  durations: [60],
  stepMinutes: 30,
  hourlyPrice: 2000,
  closed: [],
}

describe('assignedPlaces', () => {
  it('names the unit whose nights a stay holds, once however many nights', () => {
    const rows = [
      { resource: 'unit:u2', slot: '2026-12-05' },
      { resource: 'unit:u2', slot: '2026-12-06' },
    ]
    expect(assignedPlaces(stay, rows)).toEqual(['YH-02'])
  })

  it('names the court a booking holds', () => {
    expect(assignedPlaces(court, [{ resource: 'court:c1' }, { resource: 'court:c1' }])).toEqual(['Tennis court 1'])
  })

  it('names nothing for counted seats or a line that holds nothing', () => {
    expect(assignedPlaces({ kind: 'pass', price: 1000 }, [{ resource: 'session:s1' }])).toEqual([])
    expect(assignedPlaces(stay, [])).toEqual([])
  })
})
