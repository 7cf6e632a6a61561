/**
 * Closures: days staff take something out of sale (maintenance, an event, a renovation), with a
 * reason the visitor reads. Staff name what is closed the way the resort thinks of it — products,
 * rooms, courts, the swimming pool — and each product's inventory keeps only the periods that touch
 * it, so the engine asks one question: is this product, or this unit or court of it, closed then?
 */
import type { ClosedPeriod, IsoDate } from '../catalogue'
import type { ClosureNotice } from './types'

/** A closure as staff enter it. Days are whole Helsinki days, `from` and `to` inclusive. */
export type Closure = {
  from: IsoDate
  to: IsoDate
  reason: string
  /** Product codes closed as a whole. */
  products: string[]
  /** Unit codes (rooms, cottages). */
  units: string[]
  /** Court codes; a court shared by two products closes in both. */
  courts: string[]
  /** Ticket pools: every ticket product of the pool closes, whatever its age group. */
  pools: string[]
}

/** What of a product a closure may name: its code, its ticket pool, its unit or court ids. */
export type ClosableProduct = { code: string; pool?: string; parts: string[] }

/** The periods of `closures` that touch `product`, narrowed to its own units or courts. */
export function closedPeriodsOf(closures: readonly Closure[], product: ClosableProduct): ClosedPeriod[] {
  const periods: ClosedPeriod[] = []
  for (const c of closures) {
    const whole = c.products.includes(product.code) || (product.pool !== undefined && c.pools.includes(product.pool))
    const named = new Set([...c.units, ...c.courts])
    const only = whole ? null : product.parts.filter((part) => named.has(part))
    if (only !== null && only.length === 0) continue
    periods.push({ from: c.from, to: c.to, reason: c.reason, only })
  }
  return periods
}

/**
 * The first period that closes any day of `first`..`last` (inclusive) for the whole product, or,
 * given a unit or court id, for that part; null when all of it is open.
 */
export function closureDuring(periods: readonly ClosedPeriod[], first: IsoDate, last: IsoDate, part?: string): ClosedPeriod | null {
  return periods.find((p) => p.from <= last && first <= p.to && (p.only === null || (part !== undefined && p.only.includes(part)))) ?? null
}

/** What a visitor is told about a closed offer: the closed days and the staff's reason. */
export const closureNotice = ({ from, to, reason }: ClosedPeriod): ClosureNotice => ({ from, to, reason })
