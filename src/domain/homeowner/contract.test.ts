import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, weekdayOf } from '../helsinki'
import { agreementCovers, agreementCoversAll, isNightRange, isOwnTime, maxRangeNights, ownNightsFrom, slotById, slotsOf, type Contract } from './contract'

// 2027-01-02 is a Saturday: owners who share an apartment swap on Saturdays.
const season = { from: '2027-01-02', to: '2027-01-30', slotDays: 7 }
const contract: Contract = {
  ownPeriods: [season, { from: '2027-03-01', to: '2027-03-05', slotDays: 0 }],
  agreement: { from: '2027-01-01', to: null },
  revenueSharePercent: 40,
}

describe('slotsOf', () => {
  it('cuts a period into back-to-back slots of slotDays nights, each named by its first night', () => {
    const slots = slotsOf(season)
    expect(slots).toHaveLength(4)
    expect(slots[0]).toEqual({ id: season.from, from: season.from, to: addDays(season.from, 7) })
    for (const [i, slot] of slots.entries()) {
      expect(slot.id).toBe(slot.from)
      expect(daysBetween(slot.from, slot.to)).toBe(7)
      expect(weekdayOf(slot.from)).toBe(weekdayOf(season.from))
      if (i > 0) expect(slot.from).toBe(slots[i - 1]!.to)
    }
    expect(slots.at(-1)!.to).toBe(season.to)
  })
  it('ends the last slot with the period when the period is not a whole number of slots', () => {
    const period = { from: '2027-01-02', to: '2027-01-19', slotDays: 7 }
    const slots = slotsOf(period)
    expect(slots.map((s) => daysBetween(s.from, s.to))).toEqual([7, 7, 3])
    expect(slots.at(-1)!.to).toBe(period.to)
  })
  it('offers no slots when the period is not cut (slotDays 0)', () => {
    expect(slotsOf({ from: '2027-03-01', to: '2027-03-05', slotDays: 0 })).toEqual([])
  })
  it('finds a slot of any period by its id, and nothing for a day that starts none', () => {
    expect(slotById(contract, '2027-01-09')).toEqual({ id: '2027-01-09', from: '2027-01-09', to: '2027-01-16' })
    expect(slotById(contract, '2027-01-10')).toBeUndefined()
    expect(slotById(contract, '2027-03-01')).toBeUndefined()
  })
})

describe('own time', () => {
  it('counts a range as own time only when every night is, up to but not including the departure', () => {
    expect(isOwnTime(contract, { from: '2027-01-02', to: '2027-01-30' })).toBe(true)
    expect(isOwnTime(contract, { from: '2027-01-29', to: '2027-01-31' })).toBe(false)
    expect(isOwnTime(contract, { from: '2027-01-01', to: '2027-01-03' })).toBe(false)
    expect(isOwnTime(contract, { from: '2027-03-04', to: '2027-03-05' })).toBe(true)
  })
  it('lists the own nights from today on, each once, in order', () => {
    const overlapping: Contract = { ...contract, ownPeriods: [...contract.ownPeriods, { from: '2027-01-28', to: '2027-02-02', slotDays: 0 }] }
    const nights = ownNightsFrom(overlapping, '2027-01-20')
    expect(nights[0]).toBe('2027-01-20')
    expect(new Set(nights).size).toBe(nights.length)
    expect([...nights].sort()).toEqual(nights)
    expect(nights).toContain('2027-02-01')
    expect(nights).not.toContain('2027-02-02')
    expect(nights.at(-1)).toBe('2027-03-04')
    expect(ownNightsFrom(contract, '2027-04-01')).toEqual([])
  })
})

describe('isNightRange', () => {
  it('wants real days, a departure after the arrival and at most maxRangeNights nights', () => {
    expect(isNightRange({ from: '2027-01-02', to: '2027-01-03' })).toBe(true)
    expect(isNightRange({ from: '2027-01-02', to: '2027-01-02' })).toBe(false)
    expect(isNightRange({ from: '2027-01-03', to: '2027-01-02' })).toBe(false)
    expect(isNightRange({ from: '2027-02-30', to: '2027-03-02' })).toBe(false)
    expect(isNightRange({ from: '2.1.2027', to: '2027-03-02' })).toBe(false)
    expect(isNightRange({ from: '2027-01-01', to: addDays('2027-01-01', maxRangeNights) })).toBe(true)
    expect(isNightRange({ from: '2027-01-01', to: addDays('2027-01-01', maxRangeNights + 1) })).toBe(false)
  })
})

describe('agreementCovers', () => {
  const agreement = { from: '2027-01-01', to: '2027-01-31' }
  it('covers its first and its last night, both included', () => {
    expect(agreementCovers(agreement, agreement.from)).toBe(true)
    expect(agreementCovers(agreement, agreement.to)).toBe(true)
    expect(agreementCovers(agreement, addDays(agreement.from, -1))).toBe(false)
    expect(agreementCovers(agreement, addDays(agreement.to, 1))).toBe(false)
  })
  it('runs until further notice without an end', () => {
    expect(agreementCovers({ from: '2027-01-01', to: null }, '2099-12-31')).toBe(true)
    expect(agreementCovers({ from: '2027-01-01', to: null }, '2026-12-31')).toBe(false)
  })
  it('covers nothing without an agreement', () => {
    expect(agreementCovers(null, '2027-01-15')).toBe(false)
    expect(agreementCoversAll(null, { from: '2027-01-15', to: '2027-01-16' })).toBe(false)
  })
  it('covers a range only when it covers every night; the departure day needs no cover', () => {
    expect(agreementCoversAll(agreement, { from: '2027-01-25', to: '2027-02-01' })).toBe(true)
    expect(agreementCoversAll(agreement, { from: '2027-01-25', to: '2027-02-02' })).toBe(false)
    expect(agreementCoversAll(agreement, { from: '2026-12-31', to: '2027-01-02' })).toBe(false)
  })
})
