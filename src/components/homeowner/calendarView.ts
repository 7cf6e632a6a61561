/**
 * Pure helpers of the homeowner page: the nights of a calendar answer grouped into periods for the
 * list view, the free time slots an owner can book, and the symbols that tell the marks apart
 * without colour. Days are `YYYY-MM-DD` Helsinki days; a period runs from its first night to its
 * departure day.
 */
import type { IsoDate } from '@/domain/catalogue'
import { addDays, eachDay } from '@/domain/helsinki'
import type { ApartmentView } from '@/domain/homeowner/api'
import type { CalendarDay, Mark } from '@/domain/homeowner/calendar'
import type { Slot } from '@/domain/homeowner/contract'

/** One symbol per mark, shown in the cell and the legend beside the colour and the pattern. */
export const markSymbols: Record<Mark, string> = { own: '●', slot: '◆', other: '■', sale: '€', unavailable: '✕', free: '○' }

export type Period = { mark: Mark; from: IsoDate; to: IsoDate; nights: number; reservationId?: number; releaseId?: number; mine?: boolean }

const samePeriod = (p: Period, d: CalendarDay) =>
  p.to === d.date && p.mark === d.mark && p.reservationId === d.reservationId && p.releaseId === d.releaseId && p.mine === d.mine

/** Consecutive nights with the same mark (and reservation or release) as one period. */
export function periodsOf(days: CalendarDay[]): Period[] {
  const periods: Period[] = []
  for (const day of days) {
    const last = periods[periods.length - 1]
    if (last && samePeriod(last, day)) {
      last.to = addDays(day.date, 1)
      last.nights++
    } else {
      periods.push({
        mark: day.mark,
        from: day.date,
        to: addDays(day.date, 1),
        nights: 1,
        ...(day.reservationId !== undefined ? { reservationId: day.reservationId } : {}),
        ...(day.releaseId !== undefined ? { releaseId: day.releaseId } : {}),
        ...(day.mine !== undefined ? { mine: day.mine } : {}),
      })
    }
  }
  return periods
}

/** The slots of the apartment's own periods whose every night is free own time in `days` (nights outside `days` are not known free). */
export function freeSlots(apartment: Pick<ApartmentView, 'ownPeriods'>, days: CalendarDay[]): Slot[] {
  const free = new Set(days.filter((d) => d.mark === 'free').map((d) => d.date))
  return apartment.ownPeriods.flatMap((p) => p.slots).filter((slot) => eachDay(slot.from, slot.to).every((night) => free.has(night)))
}

/** The years a statement can be asked for: next year (sold in advance) back to three years ago. */
export const statementYears = (today: IsoDate): number[] => {
  const year = Number(today.slice(0, 4))
  return [year + 1, year, year - 1, year - 2, year - 3]
}

/** The first day of the month after the one `month` starts. */
export const nextMonth = (month: IsoDate): IsoDate => {
  const y = Number(month.slice(0, 4))
  const m = Number(month.slice(5, 7))
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
}

/** The window the page's lists read: today and the 365 nights after it (the calendar endpoint's limit is 366). */
export const planWindow = (today: IsoDate) => ({ from: today, to: addDays(today, 366) })
