/**
 * The price calendar of the date pickers: for each night of a month, the lowest price one night costs
 * the party (the cheapest rate plan, as totals would charge it) and whether any unit can host them.
 * Computed from the same stay offers the shop sells, one night at a time, so the calendar can never
 * promise a price the cart does not charge.
 */
import type { AccommodationInventory, IsoDate, Persons } from '../catalogue'
import { addDays, eachDay, isIsoDate } from '../helsinki'
import { seasonOf, stayOffers } from './stay'
import type { Price, Taken, Unavailable } from './types'

/** A month as `YYYY-MM`. */
export type IsoMonth = string

/** One night of the calendar; `price` (the cheapest rate) only when the night can be booked. */
export type CalendarNight = {
  date: IsoDate
  available: boolean
  /** Why the night cannot be booked; null when it can. */
  reason: Unavailable | null
  price: Price | null
  /** The shortest stay that may start on this night (the season's minimum). */
  minNights: number
}

export const isIsoMonth = (s: string): s is IsoMonth => /^\d{4}-\d{2}$/.test(s) && isIsoDate(`${s}-01`)

/** The days of a month, first to last. */
export function monthDays(month: IsoMonth): IsoDate[] {
  const first = `${month}-01`
  const next = addDays(`${month}-28`, 4).slice(0, 7)
  return eachDay(first, `${next}-01`)
}

export type MonthPricesRequest = {
  productCode: string
  inventory: AccommodationInventory
  month: IsoMonth
  persons: Persons
  taken: Taken
  today: IsoDate
  taxBasisPoints: number
}

/**
 * Each night of the month as a one-night stay. A night that is only refused for being shorter than
 * the season's minimum stay is still free (a longer stay can use it), so it counts as available.
 */
export function monthNightPrices(request: MonthPricesRequest): CalendarNight[] {
  return monthDays(request.month).map((date) => {
    const offers = stayOffers({ ...request, from: date, to: addDays(date, 1) })
    // Every rate plan shares the stay's reason; a room type without rate plans sells nothing.
    const reason: Unavailable | null = offers.length === 0 ? 'noPrice' : offers[0]!.reason
    const bookable = reason === null || reason === 'minNights'
    const cheapest = offers.reduce<Price | null>((low, o) => (low === null || o.price.withTax < low.withTax ? o.price : low), null)
    return {
      date,
      available: bookable,
      reason: bookable ? null : reason,
      price: bookable ? cheapest : null,
      minNights: seasonOf(request.inventory.seasons, date)?.minNights ?? 1,
    }
  })
}

/**
 * A category's calendar from its room types' calendars: a night is available when some room type has
 * it, at the lowest price among those that have it. When none has it, the reason is `full` if some
 * room type that could host the party is full, else the first room type's reason.
 */
export function cheapestNights(calendars: CalendarNight[][]): CalendarNight[] {
  const first = calendars[0] ?? []
  return first.map((_, i) => {
    const nights = calendars.map((c) => c[i]!)
    const open = nights.filter((n) => n.available && n.price !== null)
    const low = open.reduce<CalendarNight | null>((best, n) => (best === null || n.price!.withTax < best.price!.withTax ? n : best), null)
    const reason = open.length > 0 ? null : (nights.find((n) => n.reason === 'full')?.reason ?? nights[0]!.reason)
    return {
      date: first[i]!.date,
      available: open.length > 0,
      reason,
      price: low?.price ?? null,
      minNights: Math.min(...(open.length > 0 ? open : nights).map((n) => n.minNights)),
    }
  })
}
