import { describe, expect, it } from 'vitest'
import { eachDay } from '../helsinki'
import { calendarDays, marks, type CalendarInput, type Mark } from './calendar'
import type { Contract } from './contract'
import { ownerRef } from './refs'

const apartmentId = 7
const owner = 100
const coUser = 200
// Own time 2027-01-09 to 2027-01-23 in weeks; the agreement sells the rest from 2027-01-01 until further notice.
const contract: Contract = {
  ownPeriods: [{ from: '2027-01-09', to: '2027-01-23', slotDays: 7 }],
  agreement: { from: '2027-01-01', to: null },
  revenueSharePercent: 50,
}
const rowsFor = (nights: string[], ref: string) => nights.map((night) => ({ night, ref }))

const base = (overrides: Partial<CalendarInput> = {}): CalendarInput => ({
  contract,
  range: { from: '2026-12-28', to: '2027-02-01' },
  today: '2027-01-05',
  rows: [],
  reservations: [],
  releases: [],
  viewerId: owner,
  ...overrides,
})
const markOn = (input: CalendarInput, date: string) => calendarDays(input).find((d) => d.date === date)

describe('calendarDays', () => {
  it('answers one day per night of the range, in order', () => {
    const input = base()
    expect(calendarDays(input).map((d) => d.date)).toEqual(eachDay(input.range.from, input.range.to))
  })

  it('marks a night nobody holds as for sale from today on, under the agreement', () => {
    const input = base()
    expect(markOn(input, input.today)?.mark).toBe('sale')
    expect(markOn(input, '2027-01-30')?.mark).toBe('sale')
  })

  it('marks a night nobody holds as not available outside the agreement and in the past', () => {
    // 2026-12-31 is before the agreement starts; 2027-01-02 is past.
    expect(markOn(base(), '2026-12-31')?.mark).toBe('unavailable')
    expect(markOn(base(), '2027-01-02')?.mark).toBe('unavailable')
    expect(markOn(base({ contract: { ...contract, agreement: null } }), '2027-01-30')?.mark).toBe('unavailable')
  })

  it('marks free own time as free, and as not available once past', () => {
    const input = base({ rows: rowsFor(['2027-01-09', '2027-01-10'], ownerRef.ownTime(apartmentId)) })
    expect(markOn(input, '2027-01-09')).toMatchObject({ mark: 'free', ownTime: true })
    expect(markOn({ ...input, today: '2027-01-10' }, '2027-01-09')).toMatchObject({ mark: 'unavailable', ownTime: true })
    expect(markOn({ ...input, today: '2027-01-10' }, '2027-01-10')?.mark).toBe('free')
  })

  it('marks a guest’s night as another reservation, past or future, and gives nothing of the guest', () => {
    const rows = rowsFor(['2027-01-03', '2027-01-27'], 'order-abc123')
    for (const date of ['2027-01-03', '2027-01-27']) {
      const day = markOn(base({ rows }), date)
      expect(day?.mark).toBe('other')
      expect(day).not.toHaveProperty('reservationId')
      expect(day).not.toHaveProperty('mine')
    }
  })

  it('marks own and usage reservations with their id, and whether the viewer made them', () => {
    const reservations = [
      { id: 1, kind: 'own' as const, from: '2027-01-09', to: '2027-01-11', createdBy: owner, slotId: null },
      { id: 2, kind: 'usage' as const, from: '2027-01-16', to: '2027-01-23', createdBy: coUser, slotId: '2027-01-16' },
    ]
    const rows = [...rowsFor(['2027-01-09', '2027-01-10'], ownerRef.reservation(1)), ...rowsFor(eachDay('2027-01-16', '2027-01-23'), ownerRef.reservation(2))]
    const asOwner = base({ rows, reservations })
    expect(markOn(asOwner, '2027-01-09')).toMatchObject({ mark: 'own', reservationId: 1, mine: true, ownTime: true })
    expect(markOn(asOwner, '2027-01-16')).toMatchObject({ mark: 'slot', reservationId: 2, mine: false })
    const asCoUser = base({ rows, reservations, viewerId: coUser })
    expect(markOn(asCoUser, '2027-01-09')?.mine).toBe(false)
    expect(markOn(asCoUser, '2027-01-22')?.mine).toBe(true)
    // The departure day is not a night of the reservation.
    expect(markOn(asOwner, '2027-01-11')?.mark).not.toBe('own')
  })

  it('keeps a past reservation on the calendar', () => {
    const reservations = [{ id: 3, kind: 'own' as const, from: '2027-01-09', to: '2027-01-10', createdBy: owner, slotId: null }]
    const input = base({ today: '2027-01-20', rows: rowsFor(['2027-01-09'], ownerRef.reservation(3)), reservations })
    expect(markOn(input, '2027-01-09')?.mark).toBe('own')
  })

  it('never offers for sale a night held for a reservation it does not know', () => {
    const input = base({ rows: rowsFor(['2027-01-12'], ownerRef.reservation(999)) })
    expect(markOn(input, '2027-01-12')?.mark).not.toBe('sale')
  })

  it('shows a released own night as for sale with its release, and as sold once a guest bought it', () => {
    const releases = [{ id: 5, from: '2027-01-16', to: '2027-01-23' }]
    const input = base({ releases, rows: rowsFor(['2027-01-17'], 'order-xyz') })
    expect(markOn(input, '2027-01-16')).toMatchObject({ mark: 'sale', ownTime: true, releaseId: 5 })
    expect(markOn(input, '2027-01-17')).toMatchObject({ mark: 'other', releaseId: 5 })
    expect(markOn(input, '2027-01-23')).not.toHaveProperty('releaseId')
  })

  it('flags own time by the contract whatever the mark', () => {
    const days = calendarDays(base())
    for (const day of days) expect(day.ownTime).toBe(day.date >= '2027-01-09' && day.date < '2027-01-23')
  })

  it('uses only the six marks, and each can occur', () => {
    const reservations = [
      { id: 1, kind: 'own' as const, from: '2027-01-09', to: '2027-01-10', createdBy: owner, slotId: null },
      { id: 2, kind: 'usage' as const, from: '2027-01-16', to: '2027-01-17', createdBy: owner, slotId: null },
    ]
    const rows = [
      ...rowsFor(['2027-01-09'], ownerRef.reservation(1)),
      ...rowsFor(['2027-01-16'], ownerRef.reservation(2)),
      ...rowsFor(['2027-01-10'], ownerRef.ownTime(apartmentId)),
      ...rowsFor(['2027-01-27'], 'order-1'),
    ]
    const seen = new Set<Mark>(calendarDays(base({ rows, reservations })).map((d) => d.mark))
    expect([...seen].sort()).toEqual([...marks].sort())
  })
})
