/**
 * Pure date helpers of the booking date picker: typed `d.M.yyyy` input, the Monday-first month grid
 * and keyboard moves. Days are `YYYY-MM-DD` Helsinki calendar days (docs/limits.md#dates-and-time).
 */
import type { IsoDate } from '@/domain/catalogue'
import { addDays, isIsoDate, weekdayOf } from '@/domain/helsinki'
import { weekdays } from '@/domain/catalogue'

const typedDate = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/

/** `dd.MM.yyyy` or `d.M.yyyy` to `YYYY-MM-DD`; null when it is not a real day. */
export function parseTypedDate(text: string): IsoDate | null {
  const match = typedDate.exec(text)
  if (!match) return null
  const [, d, m, y] = match
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
  return isIsoDate(iso) ? iso : null
}

/** The first day of the month of `day`. */
export const monthStart = (day: IsoDate): IsoDate => `${day.slice(0, 7)}-01`

/** The same day of month `n` months later, clamped to the month's last day (31.1. + 1 = 28.2.). */
export function addMonths(day: IsoDate, n: number): IsoDate {
  const y = Number(day.slice(0, 4))
  const m = Number(day.slice(5, 7)) - 1 + n
  const year = y + Math.floor(m / 12)
  const month = ((m % 12) + 12) % 12
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const date = Math.min(Number(day.slice(8, 10)), last)
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`
}

/** Index 0 (Monday) to 6 (Sunday). */
const weekdayIndex = (day: IsoDate) => weekdays.indexOf(weekdayOf(day))

/** Weeks of the month of `day`, Monday first; days of other months are null. */
export function monthGrid(day: IsoDate): (IsoDate | null)[][] {
  const first = monthStart(day)
  const gridStart = addDays(first, -weekdayIndex(first))
  const weeks: (IsoDate | null)[][] = []
  for (let start = gridStart; weeks.length === 0 || start.slice(0, 7) === first.slice(0, 7); start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)).map((d) => (d.slice(0, 7) === first.slice(0, 7) ? d : null)))
  }
  return weeks
}

export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'PageUp' | 'PageDown' | 'Home' | 'End'

/** The day the focus moves to for a navigation key (APG date picker dialog). */
export function moveFocus(day: IsoDate, key: CalendarKey, shift = false): IsoDate {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1)
    case 'ArrowRight':
      return addDays(day, 1)
    case 'ArrowUp':
      return addDays(day, -7)
    case 'ArrowDown':
      return addDays(day, 7)
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1)
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1)
    case 'Home':
      return addDays(day, -weekdayIndex(day))
    case 'End':
      return addDays(day, 6 - weekdayIndex(day))
  }
}

export const isCalendarKey = (key: string): key is CalendarKey =>
  ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'].includes(key)

/** The later of two days (`YYYY-MM-DD` compares as text). */
export const laterDay = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b)
