import { describe, expect, it } from 'vitest'
import type { CourtInventory } from '../catalogue'
import { courtOffers, courtSteps } from './court'
import { AvailabilityRequestError } from './stay'
import type { Taken } from './types'

const inventory: CourtInventory = {
  kind: 'court',
  courts: [
    { id: 'c1', code: 'PADEL1', name: 'Padel 1' },
    { id: 'c2', code: 'PADEL2', name: 'Padel 2' },
  ],
  openingHours: [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:00', closes: '22:00' },
    { days: ['sat', 'sun'], opens: '07:00', closes: '22:00' },
  ],
  durations: [60, 90],
  stepMinutes: 30,
  hourlyPrice: 2800,
  closed: [],
}
const nothingTaken: Taken = { counts: new Map(), slots: new Map() }
const stepsTaken = (steps: Record<string, string[]>): Taken => ({
  counts: new Map(),
  slots: new Map(Object.entries(steps).map(([court, list]) => [`court:${court}`, new Set(list)])),
})
const ask = (overrides: Partial<Parameters<typeof courtOffers>[0]> = {}) =>
  courtOffers({
    productCode: 'PADEL',
    inventory,
    day: '2026-03-28',
    durationMinutes: 60,
    taken: nothingTaken,
    now: new Date('2026-03-01T00:00:00Z'),
    taxBasisPoints: 1350,
    ...overrides,
  })

describe('courtSteps', () => {
  it('lists the UTC step starts a booking covers', () => {
    expect(courtSteps('2026-03-28T05:00:00.000Z', 90, 30)).toEqual(['2026-03-28T05:00:00.000Z', '2026-03-28T05:30:00.000Z', '2026-03-28T06:00:00.000Z'])
  })
  it('also covers the step a non-multiple duration ends in, and normalises the ISO form', () => {
    expect(courtSteps('2026-03-28T05:00:00Z', 45, 30)).toEqual(['2026-03-28T05:00:00.000Z', '2026-03-28T05:30:00.000Z'])
  })
  it('follows elapsed time across the spring change', () => {
    expect(courtSteps('2026-03-29T00:30:00.000Z', 60, 30)).toEqual(['2026-03-29T00:30:00.000Z', '2026-03-29T01:00:00.000Z'])
  })
  it('rejects a bad start or step', () => {
    expect(() => courtSteps('noon', 60, 30)).toThrow(RangeError)
    expect(() => courtSteps('2026-03-28T05:00:00Z', 60, 0)).toThrow(RangeError)
  })
})

describe('courtOffers', () => {
  it('starts a slot every step from opening, and none that would end after closing', () => {
    const offers = ask()
    expect(offers).toHaveLength(29) // 07:00 .. 21:00
    expect(offers[0]).toMatchObject({ time: '07:00', start: '2026-03-28T05:00:00.000Z', end: '2026-03-28T06:00:00.000Z' })
    expect(offers.at(-1)).toMatchObject({ time: '21:00', end: '2026-03-28T20:00:00.000Z' })
    expect(ask({ durationMinutes: 90 }).at(-1)?.time).toBe('20:30')
  })
  it('keeps local times and shifts UTC on the day of the spring change', () => {
    const offers = ask({ day: '2026-03-29' })
    expect(offers[0]).toMatchObject({ time: '07:00', start: '2026-03-29T04:00:00.000Z' })
    expect(offers.at(-1)).toMatchObject({ time: '21:00', start: '2026-03-29T18:00:00.000Z' })
    expect(ask({ day: '2026-10-25' })[0]).toMatchObject({ time: '07:00', start: '2026-10-25T05:00:00.000Z' })
  })
  it('lists the courts free for every step of the slot', () => {
    const taken = stepsTaken({ c1: ['2026-03-28T05:30:00.000Z'] })
    const offers = ask({ taken })
    expect(offers[0].freeCourts).toEqual([{ code: 'PADEL2', name: 'Padel 2' }]) // 07:00-08:00 overlaps 07:30
    expect(offers[1].freeCourts).toHaveLength(1) // 07:30
    expect(offers[2].freeCourts).toHaveLength(2) // 08:00
    expect(offers[0]).toMatchObject({ available: true, reason: null })
  })
  it('is full when every court is taken', () => {
    const taken = stepsTaken({ c1: ['2026-03-28T05:00:00.000Z'], c2: ['2026-03-28T05:30:00.000Z'] })
    expect(ask({ taken })[0]).toMatchObject({ freeCourts: [], available: false, reason: 'full' })
  })
  it('limits to the chosen court and refuses an unknown one', () => {
    const taken = stepsTaken({ c1: ['2026-03-28T05:00:00.000Z'] })
    expect(ask({ taken, subresource: 'PADEL1' })[0]).toMatchObject({ freeCourts: [], reason: 'full' })
    expect(ask({ taken, subresource: 'PADEL2' })[0].freeCourts).toEqual([{ code: 'PADEL2', name: 'Padel 2' }])
    expect(() => ask({ subresource: 'TENNIS9' })).toThrow(AvailabilityRequestError)
  })
  it('never offers a court staff closed that day, and closes every slot with the reason when no court is left', () => {
    const c1Closed = { ...inventory, closed: [{ from: '2026-03-28', to: '2026-03-28', reason: 'Relining', only: ['c1'] }] }
    expect(ask({ inventory: c1Closed })[0]).toMatchObject({ available: true, freeCourts: [{ code: 'PADEL2', name: 'Padel 2' }] })
    expect(ask({ inventory: c1Closed, day: '2026-03-29' })[0].freeCourts).toHaveLength(2)
    const chosen = ask({ inventory: c1Closed, subresource: 'PADEL1' })
    expect(chosen.every((o) => o.reason === 'closed' && o.closure?.reason === 'Relining' && o.freeCourts.length === 0)).toBe(true)
    const hallClosed = { ...inventory, closed: [{ from: '2026-03-27', to: '2026-03-28', reason: 'Tournament', only: null }] }
    expect(ask({ inventory: hallClosed })[0]).toMatchObject({
      available: false,
      reason: 'closed',
      freeCourts: [],
      closure: { from: '2026-03-27', to: '2026-03-28', reason: 'Tournament' },
    })
    expect(ask({ inventory: hallClosed, now: new Date('2026-03-28T05:30:00.000Z') })[0]).toMatchObject({ reason: 'past' })
  })
  it('closes slots that have started', () => {
    const offers = ask({ now: new Date('2026-03-28T05:30:00.000Z') })
    expect(offers.slice(0, 3).map((o) => o.reason)).toEqual(['past', 'past', null])
  })
  it('prices the duration from the hourly price, with stable ids', () => {
    expect(ask()[0].price).toEqual({ withTax: 2800, withoutTax: 2467 })
    const ninety = ask({ durationMinutes: 90 })[0]
    expect(ninety.price.withTax).toBe(4200)
    expect(ninety.id).toBe('PADEL|2026-03-28T05:00:00.000Z|90')
  })
  it('throws for a duration that is not sold', () => {
    try {
      ask({ durationMinutes: 45 })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(AvailabilityRequestError)
      expect((error as AvailabilityRequestError).code).toBe('duration')
    }
  })
  it('offers nothing on a closed day and skips the hour lost in spring', () => {
    const weekdaysOnly = { ...inventory, openingHours: [inventory.openingHours[0]] }
    expect(ask({ inventory: weekdaysOnly })).toEqual([])
    const nightOwl = { ...inventory, openingHours: [{ days: ['sun' as const], opens: '02:00', closes: '05:00' }] }
    const night = ask({ inventory: nightOwl, day: '2026-03-29' })
    // 02:00-05:00 on the change lasts two real hours: 02:00, 02:30, 04:00 fit a 60-minute slot.
    expect(night.map((o) => [o.time, o.start])).toEqual([
      ['02:00', '2026-03-29T00:00:00.000Z'],
      ['02:30', '2026-03-29T00:30:00.000Z'],
      ['04:00', '2026-03-29T01:00:00.000Z'],
    ])
  })
})
