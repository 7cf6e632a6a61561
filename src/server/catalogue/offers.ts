/**
 * Runs the availability engine for one product: first the plan of what to read (which allocation
 * rows matter), then the offers from what was read. Category listings merge the plans of all their
 * products into one database read.
 */
import { activityDaysAhead, activitySlots, courtOffers, firstBookableDay, resourceKey, sessionOffers, stayOffers, ticketOffer } from '@/domain/availability'
import type { AvailabilityItem, Taken } from '@/domain/availability/types'
import type { Inventory, IsoDate, Persons, ProductView } from '@/domain/catalogue'
import { addDays, helsinkiInstant } from '@/domain/helsinki'
import type { ShopFilter } from '@/domain/shopApi'

export type ReadPlan = { slots?: { resources: string[]; from: string; to: string }; counts: string[] }

export type OfferQuery = {
  product: ProductView
  inventory: Inventory
  filter: ShopFilter
  persons: Persons
  /** Honoured only when subresource selection is enabled for the request's host. */
  subresource?: string
  today: IsoDate
  now: Date
}

const noneTaken: Taken = { counts: new Map(), slots: new Map() }

const dayOf = (q: OfferQuery) => q.filter.dates?.from ?? q.today
const durationOf = (q: OfferQuery, durations: number[]) => (q.filter.variation ? Number(q.filter.variation) : durations[0]!)
const dayRange = (day: IsoDate) => ({ from: helsinkiInstant(day, '00:00').toISOString(), to: helsinkiInstant(addDays(day, 1), '00:00').toISOString() })

/** The allocation rows the offers of this query depend on; null when the query cannot have offers. */
export function readPlan(q: OfferQuery): ReadPlan | null {
  const inv = q.inventory
  switch (inv.kind) {
    case 'accommodation': {
      const { from, to } = q.filter.dates ?? {}
      if (!from || !to) return null
      return { slots: { resources: inv.units.map((u) => resourceKey.unit(u.id)), from, to }, counts: [] }
    }
    case 'course':
      return { counts: inv.sessions.map((s) => resourceKey.session(s.id)) }
    case 'activity': {
      const slots = activitySlots({
        productCode: q.product.code,
        inventory: inv,
        day: dayOf(q),
        taken: noneTaken,
        now: q.now,
        persons: q.persons,
        taxBasisPoints: 0,
      })
      return { counts: slots.map((s) => resourceKey.activity(q.product.code, s.start)) }
    }
    case 'court':
      return { slots: { resources: inv.courts.map((c) => resourceKey.court(c.id)), ...dayRange(dayOf(q)) }, counts: [] }
    case 'ticket':
      return { counts: [resourceKey.pool(inv.pool, dayOf(q))] }
    default:
      return null
  }
}

/** The offers of one product given what is taken. Throws AvailabilityRequestError for a wrong question. */
export function offersFor(q: OfferQuery, taken: Taken): AvailabilityItem[] {
  const inv = q.inventory
  const base = { productCode: q.product.code, taken, taxBasisPoints: q.product.taxBasisPoints }
  switch (inv.kind) {
    case 'accommodation': {
      const { from, to } = q.filter.dates ?? {}
      if (!from || !to) return []
      return stayOffers({ ...base, inventory: inv, from, to, persons: q.persons, today: q.today })
    }
    case 'course': {
      const offers = sessionOffers({ ...base, inventory: inv, today: q.today, persons: q.persons })
      return q.filter.variation ? offers.filter((o) => o.id === q.filter.variation) : offers
    }
    case 'activity':
      return activitySlots({ ...base, inventory: inv, day: dayOf(q), now: q.now, persons: q.persons })
    case 'court':
      return courtOffers({ ...base, inventory: inv, day: dayOf(q), durationMinutes: durationOf(q, inv.durations), now: q.now, subresource: q.subresource })
    case 'ticket':
      return [ticketOffer({ ...base, inventory: inv, day: dayOf(q), today: q.today })]
    default:
      return []
  }
}

/**
 * "Next available" of an activity whose asked day has no start to book: the later days that could have
 * one (in season, on its weekdays, not closed, a start still to come) and the seat counters to read
 * for them; null for other kinds.
 */
export function laterDaysPlan(q: OfferQuery): { days: IsoDate[]; plan: ReadPlan } | null {
  const inv = q.inventory
  if (inv.kind !== 'activity') return null
  const days = activityDaysAhead(inv, addDays(dayOf(q), 1), q.now)
  const slotsOf = (day: IsoDate) =>
    activitySlots({ productCode: q.product.code, inventory: inv, day, taken: noneTaken, now: q.now, persons: q.persons, taxBasisPoints: 0 })
  return { days, plan: { counts: days.flatMap((day) => slotsOf(day).map((s) => resourceKey.activity(q.product.code, s.start))) } }
}

/** The first of `days` with a start the query's party can book, given what is taken. */
export function nextAvailableOf(q: OfferQuery, days: IsoDate[], taken: Taken): IsoDate | null {
  const inv = q.inventory
  if (inv.kind !== 'activity') return null
  const base = { productCode: q.product.code, inventory: inv, taken, now: q.now, persons: q.persons, taxBasisPoints: q.product.taxBasisPoints }
  return firstBookableDay(days.map((day) => ({ day, slots: activitySlots({ ...base, day }) })))
}

/** One read for many plans that share the same slot range (the products of one category and filter). */
export function mergePlans(plans: ReadPlan[]): { slots?: ReadPlan['slots']; counts: string[] } {
  const withSlots = plans.filter((p) => p.slots)
  const first = withSlots[0]?.slots
  return {
    slots: first
      ? {
          resources: withSlots.flatMap((p) => p.slots!.resources),
          from: withSlots.reduce((a, p) => (p.slots!.from < a ? p.slots!.from : a), first.from),
          to: withSlots.reduce((a, p) => (p.slots!.to > a ? p.slots!.to : a), first.to),
        }
      : undefined,
    counts: plans.flatMap((p) => p.counts),
  }
}
