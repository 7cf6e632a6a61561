import { describe, expect, it } from 'vitest'
import type { CalendarDay } from '@/domain/homeowner/calendar'
import { freeSlots, nextMonth, periodsOf, planWindow, statementYears } from './calendarView'

const day = (date: string, mark: CalendarDay['mark'], extra: Partial<CalendarDay> = {}): CalendarDay => ({ date, mark, ownTime: false, ...extra })

describe('homeowner calendar view', () => {
  it('groups consecutive nights of one mark and reservation into periods', () => {
    const days = [
      day('2027-02-01', 'sale'),
      day('2027-02-02', 'sale'),
      day('2027-02-03', 'own', { reservationId: 1, mine: true }),
      day('2027-02-04', 'own', { reservationId: 1, mine: true }),
      day('2027-02-05', 'own', { reservationId: 2, mine: false }),
      day('2027-02-06', 'sale', { releaseId: 3 }),
    ]
    expect(periodsOf(days)).toEqual([
      { mark: 'sale', from: '2027-02-01', to: '2027-02-03', nights: 2 },
      { mark: 'own', from: '2027-02-03', to: '2027-02-05', nights: 2, reservationId: 1, mine: true },
      { mark: 'own', from: '2027-02-05', to: '2027-02-06', nights: 1, reservationId: 2, mine: false },
      { mark: 'sale', from: '2027-02-06', to: '2027-02-07', nights: 1, releaseId: 3 },
    ])
    expect(periodsOf([])).toEqual([])
  })

  it('offers the slots whose every night is free own time', () => {
    const apartment = {
      ownPeriods: [
        {
          from: '2027-02-06',
          to: '2027-02-20',
          slots: [
            { id: '2027-02-06', from: '2027-02-06', to: '2027-02-13' },
            { id: '2027-02-13', from: '2027-02-13', to: '2027-02-20' },
          ],
        },
      ],
    }
    const days = ['06', '07', '08', '09', '10', '11', '12', '13', '14'].map((d) => day(`2027-02-${d}`, 'free', { ownTime: true }))
    days[8] = day('2027-02-14', 'slot', { reservationId: 5 })
    expect(freeSlots(apartment, days).map((s) => s.id)).toEqual(['2027-02-06'])
  })

  it('names months, statement years and the list window', () => {
    expect(nextMonth('2026-12-01')).toBe('2027-01-01')
    expect(nextMonth('2027-02-01')).toBe('2027-03-01')
    expect(statementYears('2026-11-24')).toEqual([2027, 2026, 2025, 2024, 2023])
    expect(planWindow('2026-11-24')).toEqual({ from: '2026-11-24', to: '2027-11-25' })
  })
})
