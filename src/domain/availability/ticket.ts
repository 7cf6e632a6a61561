/**
 * Day tickets (swimming hall): valid for one opening day, sold against a shared daily capacity of
 * the pool, so adult and child tickets of the same pool draw from one counter.
 */
import type { IsoDate, TicketInventory } from '../catalogue'
import { weekdayOf } from '../helsinki'
import { price } from '../money'
import { closureDuring, closureNotice } from './closures'
import { resourceKey } from './resources'
import type { Taken, TicketOffer, Unavailable } from './types'

export type TicketRequest = {
  productCode: string
  inventory: TicketInventory
  day: IsoDate
  taken: Taken
  today: IsoDate
  taxBasisPoints: number
}

/**
 * The ticket for one day; the price is per ticket. Reasons in order: past, closed (by staff, with
 * their reason, or by the opening hours), full.
 */
export function ticketOffer({ productCode, inventory, day, taken, today, taxBasisPoints }: TicketRequest): TicketOffer {
  const open = inventory.openingHours.some((hours) => hours.days.includes(weekdayOf(day)))
  const closure = closureDuring(inventory.closed, day, day)
  const sold = taken.counts.get(resourceKey.pool(inventory.pool, day)) ?? 0
  const freePlaces = Math.max(0, inventory.dailyCapacity - sold)
  let reason: Unavailable | null = null
  if (day < today) reason = 'past'
  else if (closure || !open) reason = 'closed'
  else if (freePlaces === 0) reason = 'full'
  return {
    type: 'ticket',
    id: `${productCode}|${day}`,
    date: day,
    freePlaces,
    available: reason === null,
    reason,
    ...(reason === 'closed' && closure ? { closure: closureNotice(closure) } : {}),
    price: price(inventory.price, taxBasisPoints),
  }
}
