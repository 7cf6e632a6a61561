/**
 * Pure helpers of the manage-booking page (docs/refunds.md#cancelling): what the chosen lines give
 * back, how a line's deadline reads, and which text an error answer gets.
 */
import type { Cents } from '@/domain/catalogue'
import type { OrderLineView } from '@/domain/checkout/api'
import { formatFinnishDate } from '@/domain/helsinki'
import { shownDeadline } from '@/domain/orders/deadlineDisplay'

/** What cancelling the chosen lines refunds: each line's total less what was already refunded of it. */
export function refundSum(lines: OrderLineView[], chosen: ReadonlySet<string>): Cents {
  return lines.filter((line) => chosen.has(line.id)).reduce((sum, line) => sum + Math.max(0, line.total - line.cancellation.refunded), 0)
}

/** The lines that can be cancelled online now. */
export const cancellableLines = (lines: OrderLineView[]) => lines.filter((line) => line.cancellation.notCancellable === null)

/** A chosen set kept to lines that can still be cancelled (after the order was read again). */
export const keepCancellable = (lines: OrderLineView[], chosen: ReadonlySet<string>) =>
  new Set(cancellableLines(lines).flatMap((line) => (chosen.has(line.id) ? [line.id] : [])))

/**
 * How a deadline reads. A "days before" deadline is a Helsinki midnight, the end of the previous day,
 * so it is shown as that day alone; an "hours before" one shows the day and the time.
 */
export function deadlineParts(until: string): { date: string; time: string | null } | null {
  if (Number.isNaN(new Date(until).getTime())) return null
  const { day, time } = shownDeadline(until)
  return { date: formatFinnishDate(day), time }
}

/** The query of the page: `?order=…&token=…` (the confirmation e-mail's link; no token when signed in). */
export function bookingQuery(search: string): { orderNumber: string; token: string | null } | null {
  const params = new URLSearchParams(search)
  const orderNumber = params.get('order')?.trim()
  if (!orderNumber) return null
  return { orderNumber, token: params.get('token')?.trim() || null }
}

export type BookingErrorKey = 'linkInvalid' | 'notFound' | 'notCancellable' | 'badRequest' | 'failed'

/**
 * The text for an error answer (docs/api.md#cancellation): 401 (no session, no token), 404 (not the
 * caller's order or a wrong token: for a guest the link is what is wrong), 409, 400, anything else.
 */
export function bookingErrorKey(status: number, hasToken: boolean): BookingErrorKey {
  if (status === 401) return 'linkInvalid'
  if (status === 404) return hasToken ? 'linkInvalid' : 'notFound'
  if (status === 409) return 'notCancellable'
  if (status === 400) return 'badRequest'
  return 'failed'
}

/** The line a 409 answer names (`notCancellable:<lineId>`), or null. */
export function refusedLineId(message: string | undefined): string | null {
  const match = /^notCancellable:(.+)$/.exec(message ?? '')
  return match ? match[1]! : null
}
