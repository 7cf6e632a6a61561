import { describe, expect, it } from 'vitest'
import type { ActivityInventory } from '../catalogue'
import { activityDaysAhead, activityRunsOn, activitySlots, firstBookableDay } from './activity'

const inventory: ActivityInventory = {
  kind: 'activity',
  price: 3500,
  schedules: [
    {
      validFrom: '2026-03-01',
      validTo: '2026-04-30',
      days: ['sat', 'sun'],
      startTimes: ['14:00', '10:00'],
      durationMinutes: 90,
      places: 8,
    },
    { validFrom: '2026-03-29', validTo: '2026-03-29', days: ['sun'], startTimes: ['10:00', '12:00'], durationMinutes: 60, places: 4 },
  ],
  closed: [],
}
const persons = (numberOfAdults: number) => ({ numberOfAdults, numberOfChildrenOlder: 0, numberOfChildrenYounger: 0 })
const counts = (entries: Record<string, number>) => ({ counts: new Map(Object.entries(entries)), slots: new Map() })
const ask = (overrides: Partial<Parameters<typeof activitySlots>[0]> = {}) =>
  activitySlots({
    productCode: 'SUP',
    inventory,
    day: '2026-03-28',
    taken: counts({}),
    now: new Date('2026-03-01T00:00:00Z'),
    persons: persons(1),
    taxBasisPoints: 2550,
    ...overrides,
  })

describe('activitySlots', () => {
  it('lists the start times of the day in order with UTC starts', () => {
    const slots = ask()
    expect(slots.map((s) => [s.time, s.start, s.id])).toEqual([
      ['10:00', '2026-03-28T08:00:00.000Z', 'SUP|2026-03-28T08:00:00.000Z'],
      ['14:00', '2026-03-28T12:00:00.000Z', 'SUP|2026-03-28T12:00:00.000Z'],
    ])
    expect(slots[0]).toMatchObject({ date: '2026-03-28', durationMinutes: 90, places: 8, freePlaces: 8, available: true })
    expect(slots[0].price).toEqual({ withTax: 3500, withoutTax: 2789 })
  })
  it('uses summer time after the spring change and merges schedules without duplicates', () => {
    const slots = ask({ day: '2026-03-29' })
    expect(slots.map((s) => [s.time, s.start, s.places])).toEqual([
      ['10:00', '2026-03-29T07:00:00.000Z', 8],
      ['12:00', '2026-03-29T09:00:00.000Z', 4],
      ['14:00', '2026-03-29T11:00:00.000Z', 8],
    ])
  })
  it('offers nothing on other weekdays or outside the validity', () => {
    expect(ask({ day: '2026-03-30' })).toEqual([])
    expect(ask({ day: '2026-02-28' })).toEqual([])
    expect(ask({ day: '2026-05-02' })).toEqual([])
    expect(ask({ day: '2026-04-25' })).toHaveLength(2)
  })
  it('counts sold seats per product and start', () => {
    const taken = counts({ 'activity:SUP:2026-03-28T08:00:00.000Z': 8, 'activity:SUP:2026-03-28T12:00:00.000Z': 6 })
    const [morning, afternoon] = ask({ taken, persons: persons(3) })
    expect(morning).toMatchObject({ freePlaces: 0, available: false, reason: 'full' })
    expect(afternoon).toMatchObject({ freePlaces: 2, available: false, reason: 'capacity' })
    expect(ask({ taken, persons: persons(2) })[1]).toMatchObject({ available: true, reason: null })
  })
  it('lists every slot of a day staff closed as closed, with their reason, and sells the next day', () => {
    const closed = { ...inventory, closed: [{ from: '2026-03-28', to: '2026-03-28', reason: 'Guide training', only: null }] }
    const slots = ask({ inventory: closed })
    expect(slots).toHaveLength(2)
    expect(slots.every((s) => !s.available && s.reason === 'closed' && s.closure?.reason === 'Guide training')).toBe(true)
    expect(ask({ inventory: closed, day: '2026-03-29' }).every((s) => s.available && !('closure' in s))).toBe(true)
    expect(ask({ inventory: closed, now: new Date('2026-03-28T08:00:00.000Z') }).map((s) => s.reason)).toEqual(['past', 'closed'])
  })
  it('closes slots that have started', () => {
    const slots = ask({ now: new Date('2026-03-28T08:00:00.000Z') })
    expect(slots.map((s) => s.reason)).toEqual(['past', null])
    expect(ask({ now: new Date('2026-03-28T07:59:59.999Z') })[0].available).toBe(true)
  })
})

describe('the days an activity runs', () => {
  it('runs only on the weekdays of a schedule within its validity (its season)', () => {
    expect(activityRunsOn(inventory, '2026-03-28')).toBe(true)
    expect(activityRunsOn(inventory, '2026-03-30')).toBe(false)
    expect(activityRunsOn(inventory, '2026-02-28')).toBe(false)
    expect(activityRunsOn(inventory, '2026-05-02')).toBe(false)
  })
  it('lists the days ahead that still have a start to come, skipping closed days', () => {
    // Saturday 28 March at 13:00 Helsinki: the 10:00 start has passed, the 14:00 one is still to come.
    const now = new Date('2026-03-28T11:00:00Z')
    expect(activityDaysAhead(inventory, '2026-03-28', now, { days: 30, candidates: 3 })).toEqual(['2026-03-28', '2026-03-29', '2026-04-04'])
    const evening = new Date('2026-03-28T13:00:00Z')
    expect(activityDaysAhead(inventory, '2026-03-28', evening, { days: 30, candidates: 2 })).toEqual(['2026-03-29', '2026-04-04'])
    const closed = { ...inventory, closed: [{ from: '2026-03-29', to: '2026-04-04', reason: 'Storm damage', only: null }] }
    expect(activityDaysAhead(closed, '2026-03-28', evening, { days: 30, candidates: 2 })).toEqual(['2026-04-05', '2026-04-11'])
  })
  it('stops at the end of the last schedule', () => {
    expect(activityDaysAhead(inventory, '2026-04-27', new Date('2026-03-01T00:00:00Z'))).toEqual([])
  })
  it('picks the first day with a bookable slot', () => {
    const full = ask({ taken: counts({ 'activity:SUP:2026-03-28T08:00:00.000Z': 8, 'activity:SUP:2026-03-28T12:00:00.000Z': 8 }) })
    const next = ask({ day: '2026-03-29' })
    expect(
      firstBookableDay([
        { day: '2026-03-28', slots: full },
        { day: '2026-03-29', slots: next },
      ]),
    ).toBe('2026-03-29')
    expect(firstBookableDay([{ day: '2026-03-28', slots: full }])).toBeNull()
  })
})
