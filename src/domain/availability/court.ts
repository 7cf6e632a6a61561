/**
 * Courts (active hours): a slot of a sold duration starts every `stepMinutes` from opening, and a
 * court is free for it when none of the steps it covers is sold. Bookings are stored step by step
 * (`UNIQUE(court, step start)`), so slots of different lengths and starts can never overlap.
 */
import type { CourtInventory, IsoDate } from '../catalogue'
import { helsinkiInstant, helsinkiTime, minutesOf, timeOf, weekdayOf } from '../helsinki'
import { price } from '../money'
import { closureDuring, closureNotice } from './closures'
import { resourceKey } from './resources'
import { AvailabilityRequestError } from './stay'
import type { CourtOffer, Taken, Unavailable } from './types'

const minuteMs = 60_000

/**
 * The UTC step starts a booking of `durationMinutes` from `startIso` occupies. Steps follow elapsed
 * time, not the wall clock, so they stay contiguous across a DST change; a duration that is not a
 * multiple of the step also occupies the step it ends in.
 */
export function courtSteps(startIso: string, durationMinutes: number, stepMinutes: number): string[] {
  const start = Date.parse(startIso)
  if (Number.isNaN(start)) throw new RangeError(`Not an ISO instant: ${startIso}`)
  if (!(stepMinutes > 0) || !(durationMinutes > 0)) throw new RangeError('Duration and step must be positive')
  const count = Math.ceil(durationMinutes / stepMinutes)
  return Array.from({ length: count }, (_, i) => new Date(start + i * stepMinutes * minuteMs).toISOString())
}

export type CourtRequest = {
  productCode: string
  inventory: CourtInventory
  day: IsoDate
  durationMinutes: number
  taken: Taken
  now: Date
  /** A court code; the caller honours it only on local or test domains (docs/roles.md#choosing-a-court). */
  subresource?: string
  taxBasisPoints: number
}

/** Slot starts of one opening window that end by closing time, as instants with their wall-clock time. */
function windowStarts(day: IsoDate, opens: string, closes: string, stepMinutes: number, durationMinutes: number) {
  const opening = helsinkiInstant(day, opens).getTime()
  const closing = helsinkiInstant(day, closes).getTime()
  const first = minutesOf(opens)
  // On an ordinary day wall-clock minutes and elapsed minutes agree between opening and closing.
  const steady = closing - opening === (minutesOf(closes) - first) * minuteMs
  const starts: { instant: Date; time: string }[] = []
  for (let minute = first; minute < minutesOf(closes); minute += stepMinutes) {
    const time = timeOf(minute)
    const instant = steady ? new Date(opening + (minute - first) * minuteMs) : helsinkiInstant(day, time)
    // A time skipped by the spring change would repeat a later start; leave it out.
    if (!steady && helsinkiTime(instant) !== time) continue
    if (instant.getTime() + durationMinutes * minuteMs > closing) break
    starts.push({ instant, time })
  }
  return starts
}

/**
 * The day's slots for one duration, earliest first; none on a day without opening hours. A court
 * staff closed that day is never free; when every court asked about is, each slot is `closed` with
 * the staff's reason. Throws AvailabilityRequestError for a duration the product does not sell
 * ('duration') or an unknown court code ('subresource'): both are wrong questions, not sold-out answers.
 */
export function courtOffers(request: CourtRequest): CourtOffer[] {
  const { productCode, inventory, day, durationMinutes, taken, now, subresource, taxBasisPoints } = request
  if (!inventory.durations.includes(durationMinutes)) {
    throw new AvailabilityRequestError('duration', `${productCode} is not sold for ${durationMinutes} minutes`)
  }
  const courts = subresource === undefined ? inventory.courts : inventory.courts.filter((c) => c.code === subresource)
  if (courts.length === 0 && subresource !== undefined) {
    throw new AvailabilityRequestError('subresource', `${productCode} has no court ${subresource}`)
  }
  // A closure of the whole product closes every court too.
  const closures = courts.map((court) => closureDuring(inventory.closed, day, day, court.id))
  const open = courts.filter((_, i) => closures[i] === null)
  const closure = open.length === 0 ? (closures[0] ?? null) : null
  const weekday = weekdayOf(day)
  const slotPrice = price(Math.round((inventory.hourlyPrice * durationMinutes) / 60), taxBasisPoints)
  const offers = new Map<string, CourtOffer>()
  for (const window of inventory.openingHours.filter((hours) => hours.days.includes(weekday))) {
    for (const { instant, time } of windowStarts(day, window.opens, window.closes, inventory.stepMinutes, durationMinutes)) {
      const start = instant.toISOString()
      if (offers.has(start)) continue
      const steps = courtSteps(start, durationMinutes, inventory.stepMinutes)
      const freeCourts = open
        .filter((court) => {
          const sold = taken.slots.get(resourceKey.court(court.id))
          return !sold || steps.every((step) => !sold.has(step))
        })
        .map(({ code, name }) => ({ code, name }))
      const reason: Unavailable | null = instant.getTime() <= now.getTime() ? 'past' : closure ? 'closed' : freeCourts.length === 0 ? 'full' : null
      offers.set(start, {
        type: 'court',
        id: `${productCode}|${start}|${durationMinutes}`,
        date: day,
        time,
        start,
        end: new Date(instant.getTime() + durationMinutes * minuteMs).toISOString(),
        durationMinutes,
        freeCourts,
        available: reason === null,
        reason,
        ...(reason === 'closed' && closure ? { closure: closureNotice(closure) } : {}),
        price: slotPrice,
      })
    }
  }
  return [...offers.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
}
