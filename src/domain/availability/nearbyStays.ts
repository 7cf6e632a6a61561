/**
 * "No results" help for a stay: when the chosen dates are full, the cheapest stays of the same length
 * that start a few days earlier or later, judged from the price calendar's nights. The calendar knows
 * nights one by one, so a suggestion is a good guess, not a promise: choosing it runs the real search.
 */
import type { Cents, IsoDate } from '../catalogue'
import { addDays, daysBetween } from '../helsinki'
import type { CalendarNight } from './priceCalendar'

export type NearbyStay = { from: IsoDate; to: IsoDate; nights: number; total: Cents }

export type NearbyRequest = {
  from: IsoDate
  to: IsoDate
  /** The known nights (one or more months of the calendar). */
  nights: readonly CalendarNight[]
  today: IsoDate
  /** How many days earlier or later a suggestion may start. */
  maxShift?: number
  count?: number
}

/** Up to `count` stays, cheapest first (then the closest to the wish, then the earliest). */
export function nearbyStays({ from, to, nights, today, maxShift = 7, count = 3 }: NearbyRequest): NearbyStay[] {
  const length = daysBetween(from, to)
  if (length < 1) return []
  const byDate = new Map(nights.map((n) => [n.date, n]))
  const found: (NearbyStay & { shift: number })[] = []
  for (let shift = -maxShift; shift <= maxShift; shift++) {
    if (shift === 0) continue
    const start = addDays(from, shift)
    if (start < today) continue
    const stay = Array.from({ length }, (_, i) => byDate.get(addDays(start, i)))
    if (!stay.every((n) => n?.available && n.price)) continue
    if (length < stay[0]!.minNights) continue
    const total = stay.reduce((sum, n) => sum + n!.price!.withTax, 0)
    found.push({ from: start, to: addDays(start, length), nights: length, total, shift })
  }
  found.sort((a, b) => a.total - b.total || Math.abs(a.shift) - Math.abs(b.shift) || a.shift - b.shift)
  return found.slice(0, count).map((s) => ({ from: s.from, to: s.to, nights: s.nights, total: s.total }))
}
