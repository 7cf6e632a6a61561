/**
 * What the availability engine answers, item by item (docs/content-model.md#availability-item).
 * These are also the items of `POST /proxy/vm-view/v2/product/availability`.
 */
import type { Cents, IsoDate, LocalTime, Persons, RatePlanCode } from '../catalogue'

export type Price = { withTax: Cents; withoutTax: Cents }

/** Why an item cannot be booked. */
export type Unavailable = 'full' | 'capacity' | 'minNights' | 'noPrice' | 'past' | 'closed'

/**
 * Why staff closed an offer, for the visitor: the closed days (inclusive) and the reason in the
 * request's language. An offer carries one only when its reason is `closed` by staff, not by the
 * regular opening hours.
 */
export type ClosureNotice = { from: IsoDate; to: IsoDate; reason: string }

/** One rate of a stay: free-cancellation and non-refundable rates are shown side by side. */
export type StayOffer = {
  type: 'stay'
  id: string
  ratePlan: RatePlanCode
  from: IsoDate
  to: IsoDate
  nights: number
  persons: Persons
  freeUnits: number
  available: boolean
  reason: Unavailable | null
  closure?: ClosureNotice
  price: Price
}

export type SessionOffer = {
  type: 'session'
  id: string
  from: IsoDate
  to: IsoDate
  places: number
  freePlaces: number
  available: boolean
  reason: Unavailable | null
  closure?: ClosureNotice
  price: Price
}

export type SlotOffer = {
  type: 'slot'
  id: string
  date: IsoDate
  time: LocalTime
  start: string
  durationMinutes: number
  places: number
  freePlaces: number
  available: boolean
  reason: Unavailable | null
  closure?: ClosureNotice
  /** Per person. */
  price: Price
}

export type CourtOffer = {
  type: 'court'
  id: string
  date: IsoDate
  time: LocalTime
  start: string
  end: string
  durationMinutes: number
  /** Codes of the courts free for the whole slot. */
  freeCourts: { code: string; name: string }[]
  available: boolean
  reason: Unavailable | null
  closure?: ClosureNotice
  price: Price
}

export type TicketOffer = {
  type: 'ticket'
  id: string
  date: IsoDate
  freePlaces: number
  available: boolean
  reason: Unavailable | null
  closure?: ClosureNotice
  price: Price
}

export type AvailabilityItem = StayOffer | SessionOffer | SlotOffer | CourtOffer | TicketOffer

/** What is taken: allocation counts per resource key (see `resourceKey`), and taken unit nights / court steps. */
export type Taken = {
  /** resource key -> number of allocation rows that are sold or held (not expired). */
  counts: ReadonlyMap<string, number>
  /** resource key -> set of taken slot values (nights `YYYY-MM-DD` for units, UTC ISO step starts for courts). */
  slots: ReadonlyMap<string, ReadonlySet<string>>
}
