/**
 * Self-service cancellation (docs/refunds.md#cancellation-policy). Each line is sold under a policy
 * that the order keeps as sold, whatever staff later change in the catalogue:
 * - `free`: the customer may cancel online until `until`, for a full refund;
 * - `nonRefundable`: a non-refundable rate, never refunded online;
 * - `notOnline`: the product has no online cancellation (tickets, passes, gift cards, education,
 *   or a product without a rule): the customer contacts the resort.
 *
 * Deadlines are Helsinki instants. "N days before arrival" means until the end of the Helsinki day N
 * days before the first day, so a deadline shown as a date includes that whole day; "N hours before"
 * counts back from the booked start time.
 */
import type { AvailabilityItem } from '../availability/types'
import type { Inventory, IsoDate } from '../catalogue'
import { addDays, helsinkiInstant } from '../helsinki'

export const cancelPolicies = ['free', 'nonRefundable', 'notOnline'] as const
export type CancelPolicy = (typeof cancelPolicies)[number]

/** `until` is an ISO instant for `free`, null otherwise. */
export type LineCancellation = { policy: CancelPolicy; until: string | null }

const notOnline: LineCancellation = { policy: 'notOnline', until: null }

/** The end of the Helsinki day `days` days before `firstDay`. */
export function daysBeforeDeadline(firstDay: IsoDate, days: number): Date {
  return helsinkiInstant(addDays(firstDay, 1 - days), '00:00')
}

export function hoursBeforeDeadline(start: string, hours: number): Date {
  return new Date(new Date(start).getTime() - hours * 3_600_000)
}

const free = (until: Date): LineCancellation => ({ policy: 'free', until: until.toISOString() })

/** The policy a line is sold under: from its offer (the rate, the start) and the product's rule. */
export function cancellationOf(inventory: Inventory, offer: AvailabilityItem | null): LineCancellation {
  if (!offer) return notOnline
  if (inventory.kind === 'accommodation' && offer.type === 'stay') {
    const plan = inventory.ratePlans.find((p) => p.code === offer.ratePlan)
    if (offer.ratePlan === 'nonRefundable') return { policy: 'nonRefundable', until: null }
    return plan?.cancelDaysBefore == null ? notOnline : free(daysBeforeDeadline(offer.from, plan.cancelDaysBefore))
  }
  if (inventory.kind === 'course' && offer.type === 'session') {
    return inventory.cancelDaysBefore == null ? notOnline : free(daysBeforeDeadline(offer.from, inventory.cancelDaysBefore))
  }
  if ((inventory.kind === 'activity' && offer.type === 'slot') || (inventory.kind === 'court' && offer.type === 'court')) {
    return inventory.cancelHoursBefore == null ? notOnline : free(hoursBeforeDeadline(offer.start, inventory.cancelHoursBefore))
  }
  return notOnline
}

/** Why a line cannot be cancelled online now, or null when it can. */
export type NotCancellable = 'nonRefundable' | 'notOnline' | 'deadlinePassed' | 'cancelled'

export function whyNotCancellable(
  line: { cancelPolicy: CancelPolicy; cancelUntil: string | null; cancelledAt: string | null },
  now: Date,
): NotCancellable | null {
  if (line.cancelledAt) return 'cancelled'
  if (line.cancelPolicy !== 'free') return line.cancelPolicy
  if (!line.cancelUntil || new Date(line.cancelUntil) <= now) return 'deadlinePassed'
  return null
}
