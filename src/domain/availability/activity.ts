/**
 * Scheduled activities: on the weekdays of a schedule's validity, a session starts at each listed
 * Helsinki time with a number of places. Seats are counted per product and start instant.
 */
import type { ActivityInventory, IsoDate, Persons } from '../catalogue'
import { personCount } from '../catalogue'
import { addDays, helsinkiInstant, helsinkiTime, weekdayOf } from '../helsinki'
import { price } from '../money'
import { closureDuring, closureNotice } from './closures'
import { resourceKey } from './resources'
import type { SlotOffer, Taken, Unavailable } from './types'

export type ActivityRequest = {
  productCode: string
  inventory: ActivityInventory
  day: IsoDate
  taken: Taken
  now: Date
  persons: Persons
  taxBasisPoints: number
}

/**
 * The day's slots, earliest first. `start` (UTC ISO, `toISOString()`) is also the seat counter key,
 * so a booking must send it back unchanged. When two schedules list the same start, the first one
 * listed wins, so a slot is never offered twice. On a day staff closed the activity every slot is
 * still listed, `closed` with their reason, so the visitor learns why rather than seeing no times.
 */
export function activitySlots(request: ActivityRequest): SlotOffer[] {
  const { productCode, inventory, day, taken, now, persons, taxBasisPoints } = request
  const weekday = weekdayOf(day)
  const party = personCount(persons)
  const closure = closureDuring(inventory.closed, day, day)
  const slots = new Map<string, SlotOffer>()
  for (const schedule of inventory.schedules) {
    if (day < schedule.validFrom || day > schedule.validTo || !schedule.days.includes(weekday)) continue
    for (const time of schedule.startTimes) {
      const instant = helsinkiInstant(day, time)
      const start = instant.toISOString()
      if (slots.has(start)) continue
      const sold = taken.counts.get(resourceKey.activity(productCode, start)) ?? 0
      const freePlaces = Math.max(0, schedule.places - sold)
      let reason: Unavailable | null = null
      if (instant.getTime() <= now.getTime()) reason = 'past'
      else if (closure) reason = 'closed'
      else if (freePlaces === 0) reason = 'full'
      else if (party > freePlaces) reason = 'capacity'
      slots.set(start, {
        type: 'slot',
        id: `${productCode}|${start}`,
        date: day,
        // The clock time of the instant: a start listed in the hour skipped in spring shows as moved.
        time: helsinkiTime(instant),
        start,
        durationMinutes: schedule.durationMinutes,
        places: schedule.places,
        freePlaces,
        available: reason === null,
        reason,
        ...(reason === 'closed' && closure ? { closure: closureNotice(closure) } : {}),
        price: price(inventory.price, taxBasisPoints),
      })
    }
  }
  return [...slots.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
}

/**
 * Whether the activity runs on the day at all: a schedule is valid then and lists its weekday. The
 * schedules are the product's seasons and weekdays (a summer canoe tour has none in November), so a
 * day outside them is not for sale, whatever is free.
 */
export function activityRunsOn(inventory: ActivityInventory, day: IsoDate): boolean {
  const weekday = weekdayOf(day)
  return inventory.schedules.some((s) => day >= s.validFrom && day <= s.validTo && s.days.includes(weekday))
}

/** How far ahead "next available" looks, and how many days it reads at most. */
export const nextDayHorizon = { days: 400, candidates: 21 }

/**
 * The days from `from` (inclusive) that could still have a start to book: the activity runs, staff
 * have not closed it and some start is after `now`. Earliest first; whether a seat is free is for the
 * caller to read (one read for all of them). Bounded, so a product without a future costs little.
 */
export function activityDaysAhead(inventory: ActivityInventory, from: IsoDate, now: Date, { days, candidates } = nextDayHorizon): IsoDate[] {
  const found: IsoDate[] = []
  const last = inventory.schedules.reduce((max, s) => (s.validTo > max ? s.validTo : max), '')
  for (let i = 0, day = from; i < days && found.length < candidates && day <= last; i++, day = addDays(day, 1)) {
    if (!activityRunsOn(inventory, day) || closureDuring(inventory.closed, day, day)) continue
    const weekday = weekdayOf(day)
    const ahead = inventory.schedules.some(
      (s) =>
        day >= s.validFrom && day <= s.validTo && s.days.includes(weekday) && s.startTimes.some((time) => helsinkiInstant(day, time).getTime() > now.getTime()),
    )
    if (ahead) found.push(day)
  }
  return found
}

/** The first day whose slots have one a visitor can book, or null. */
export function firstBookableDay(days: { day: IsoDate; slots: SlotOffer[] }[]): IsoDate | null {
  return days.find(({ slots }) => slots.some((slot) => slot.available))?.day ?? null
}
