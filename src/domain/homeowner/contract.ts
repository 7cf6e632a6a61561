/**
 * An owner's contract for an apartment (docs/homeowner.md#the-contract): the nights the owner keeps
 * (own access periods, optionally cut into bookable time slots), the brokerage agreement under which
 * the resort may sell the rest, and the owner's share of what it sells. Pure: nights are Helsinki days.
 */
import type { IsoDate } from '../catalogue'
import { addDays, eachDay, isIsoDate } from '../helsinki'

/** Nights `from` up to, not including, `to`: an arrival and a departure day. */
export type NightRange = { from: IsoDate; to: IsoDate }

/** Own time; with `slotDays` > 0 it is offered as consecutive slots of that many nights from `from` (7: weeks). */
export type OwnPeriod = NightRange & { slotDays: number }

/** The brokerage agreement's validity: nights `from` to `to`, both included; no `to` runs until further notice. */
export type Agreement = { from: IsoDate; to: IsoDate | null }

export type Contract = {
  ownPeriods: OwnPeriod[]
  /** Null: no agreement, the resort sells none of the apartment's nights. */
  agreement: Agreement | null
  revenueSharePercent: number
}

export type Slot = NightRange & { id: string }

/** The longest own period, release or reservation (nights): a year and a day covers any season. */
export const maxRangeNights = 366

export const isNightRange = (r: NightRange) => isIsoDate(r.from) && isIsoDate(r.to) && r.from < r.to && eachDay(r.from, r.to).length <= maxRangeNights

export const nightsOf = (r: NightRange): IsoDate[] => eachDay(r.from, r.to)

const within = (night: IsoDate, r: NightRange) => r.from <= night && night < r.to

export const isOwnNight = (contract: Contract, night: IsoDate) => contract.ownPeriods.some((p) => within(night, p))

/** Every night of `r` is own time. */
export const isOwnTime = (contract: Contract, r: NightRange) => nightsOf(r).every((night) => isOwnNight(contract, night))

/** The agreement allows selling `night`. */
export const agreementCovers = (agreement: Agreement | null, night: IsoDate) =>
  agreement !== null && agreement.from <= night && (agreement.to === null || night <= agreement.to)

export const agreementCoversAll = (agreement: Agreement | null, r: NightRange) => nightsOf(r).every((night) => agreementCovers(agreement, night))

/** A period's bookable slots; the last one ends with the period even when it is shorter. Its id is its first night. */
export function slotsOf(period: OwnPeriod): Slot[] {
  if (period.slotDays <= 0) return []
  const slots: Slot[] = []
  for (let from = period.from; from < period.to; from = addDays(from, period.slotDays)) {
    const to = addDays(from, period.slotDays)
    slots.push({ id: from, from, to: to < period.to ? to : period.to })
  }
  return slots
}

export const slotById = (contract: Contract, id: string): Slot | undefined => contract.ownPeriods.flatMap(slotsOf).find((slot) => slot.id === id)

/** The own nights from `today` on: the nights the owner keeps unless released or reserved. */
export const ownNightsFrom = (contract: Pick<Contract, 'ownPeriods'>, today: IsoDate): IsoDate[] =>
  [...new Set(contract.ownPeriods.flatMap((p) => nightsOf(p)))].filter((night) => night >= today).sort()
