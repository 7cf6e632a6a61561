/**
 * How long a gift card is valid (docs/gift-cards.md#validity): the product's `validityMonths` from
 * the Helsinki day it was issued, through the same day of the month that many months later (the
 * month's last day when that month is shorter). It can be spent until that day ends in Helsinki.
 */
import type { IsoDate } from '../catalogue'
import { addDays, helsinkiDay, helsinkiInstant } from '../helsinki'

/** For a line sold before validity was product data. */
export const defaultValidityMonths = 12

/** The last Helsinki day a card issued on `issued` can be spent. */
export function lastValidDay(issued: IsoDate, months: number): IsoDate {
  const [y, m, d] = issued.split('-').map(Number) as [number, number, number]
  const monthIndex = m - 1 + months
  const year = y + Math.floor(monthIndex / 12)
  const month = (monthIndex % 12) + 1
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, daysInMonth)).padStart(2, '0')}`
}

/** The instant the card stops being spendable: midnight in Helsinki after its last valid day. */
export const validUntilInstant = (lastDay: IsoDate): Date => helsinkiInstant(addDays(lastDay, 1), '00:00')

/** The last valid day of a card that stops at `validUntil`: one millisecond before is still that day. */
export const lastDayOf = (validUntil: string): IsoDate => helsinkiDay(new Date(new Date(validUntil).getTime() - 1))
