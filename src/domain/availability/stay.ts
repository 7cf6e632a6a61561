/**
 * Stays: a room type's units, priced per night by season, sold under side-by-side rate plans
 * (free cancellation / non-refundable). A stay occupies its nights from arrival up to the night
 * before departure; the departure night is free for the next guest.
 */
import type { AccommodationInventory, Cents, IsoDate, Persons, SeasonPrice, Unit } from '../catalogue'
import { personCount } from '../catalogue'
import { daysBetween, eachDay, isIsoDate, weekdayOf } from '../helsinki'
import { price } from '../money'
import { agreementCovers } from '../homeowner/contract'
import { closureDuring, closureNotice } from './closures'
import { resourceKey } from './resources'
import type { StayOffer, Taken, Unavailable } from './types'

export const maxStayNights = 60

export type AvailabilityRequestErrorCode = 'dates' | 'tooManyNights' | 'duration' | 'subresource'

/**
 * A question the engine cannot answer because the question itself is wrong (departure before
 * arrival, a court duration that is not sold, …). Thrown by every engine file; services answer 400.
 */
export class AvailabilityRequestError extends Error {
  constructor(
    readonly code: AvailabilityRequestErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'AvailabilityRequestError'
  }
}

/** The nights a stay occupies: arrival up to, not including, departure. */
export function stayNights(from: IsoDate, to: IsoDate): IsoDate[] {
  return eachDay(from, to)
}

/** The season pricing a night; when seasons overlap, the first one listed wins. */
export function seasonOf(seasons: SeasonPrice[], night: IsoDate): SeasonPrice | undefined {
  return seasons.find((season) => season.from <= night && night <= season.to)
}

/** The price of each night (Friday and Saturday nights at the weekend price), or null when some night has no season. */
export function nightlyPrices(seasons: SeasonPrice[], nights: IsoDate[]): Cents[] | null {
  const prices: Cents[] = []
  for (const night of nights) {
    const season = seasonOf(seasons, night)
    if (!season) return null
    const weekend = season.weekendNightly != null && ['fri', 'sat'].includes(weekdayOf(night))
    prices.push(weekend ? season.weekendNightly! : season.nightly)
  }
  return prices
}

/** A "from" price for cards: the cheapest night still to come under the cheapest rate plan. */
export function stayPriceFrom(inventory: AccommodationInventory, today: IsoDate): Cents | null {
  const nightly = inventory.seasons.filter((s) => s.to >= today).map((s) => s.nightly)
  const percent = inventory.ratePlans.map((plan) => plan.pricePercent)
  if (nightly.length === 0 || percent.length === 0) return null
  return Math.round((Math.min(...nightly) * Math.min(...percent)) / 100)
}

/** An owned unit is sold only on nights its brokerage agreement covers; the resort's own units always. */
export const unitSellable = (unit: Unit, nights: IsoDate[]) =>
  unit.ownerAgreement === undefined || nights.every((night) => agreementCovers(unit.ownerAgreement!, night))

const unitIsFree = (unit: Unit, nights: IsoDate[], taken: Taken) => {
  const takenNights = taken.slots.get(resourceKey.unit(unit.id))
  return unitSellable(unit, nights) && (!takenNights || nights.every((night) => !takenNights.has(night)))
}

export type StayRequest = {
  productCode: string
  inventory: AccommodationInventory
  from: IsoDate
  to: IsoDate
  persons: Persons
  taken: Taken
  today: IsoDate
  taxBasisPoints: number
}

function checkDates(from: IsoDate, to: IsoDate) {
  if (!isIsoDate(from) || !isIsoDate(to) || from >= to) {
    throw new AvailabilityRequestError('dates', `A stay needs an arrival before departure: ${from}..${to}`)
  }
  if (daysBetween(from, to) > maxStayNights) {
    throw new AvailabilityRequestError('tooManyNights', `A stay is at most ${maxStayNights} nights`)
  }
}

/** The closure that keeps `unit` from hosting any of `nights`, or null. */
export function unitClosure(inventory: AccommodationInventory, unit: Unit, nights: IsoDate[]) {
  return nights.length === 0 ? null : closureDuring(inventory.closed, nights[0]!, nights[nights.length - 1]!, unit.id)
}

/**
 * One offer per rate plan for the stay `from`..`to`. Throws AvailabilityRequestError for an empty
 * or reversed range or more than 60 nights. The first reason that applies, in the order past,
 * closed, noPrice, capacity, minNights, full, tells the visitor what to change. A stay is closed when
 * any of its nights is closed for the room type, or for every unit that could host the party; units
 * closed on some night are never counted free.
 */
export function stayOffers(request: StayRequest): StayOffer[] {
  const { productCode, inventory, from, to, persons, taken, today, taxBasisPoints } = request
  checkDates(from, to)
  const nights = stayNights(from, to)
  const prices = nightlyPrices(inventory.seasons, nights)
  const party = personCount(persons)
  const hosting = inventory.units.filter((unit) => party <= unit.capacity && party <= inventory.capacity)
  const closures = hosting.map((unit) => unitClosure(inventory, unit, nights))
  const open = hosting.filter((_, i) => closures[i] === null)
  const freeUnits = open.filter((unit) => unitIsFree(unit, nights, taken)).length
  const minNights = seasonOf(inventory.seasons, from)?.minNights ?? 1
  const closure = closureDuring(inventory.closed, nights[0]!, nights[nights.length - 1]!) ?? (open.length === 0 ? (closures[0] ?? null) : null)

  let reason: Unavailable | null = null
  if (from < today) reason = 'past'
  else if (closure) reason = 'closed'
  else if (!prices) reason = 'noPrice'
  else if (hosting.length === 0) reason = 'capacity'
  else if (nights.length < minNights) reason = 'minNights'
  else if (freeUnits === 0) reason = 'full'

  const nightsTotal = (prices ?? []).reduce((sum, nightly) => sum + nightly, 0)
  return inventory.ratePlans.map((plan) => ({
    type: 'stay',
    id: `${productCode}|${plan.code}|${from}|${to}`,
    ratePlan: plan.code,
    from,
    to,
    nights: nights.length,
    persons,
    freeUnits,
    available: reason === null,
    reason,
    ...(reason === 'closed' && closure ? { closure: closureNotice(closure) } : {}),
    // Rounded once per stay, not per night, so a discount percentage never accumulates cent errors.
    price: price(Math.round((nightsTotal * plan.pricePercent) / 100), taxBasisPoints),
  }))
}
