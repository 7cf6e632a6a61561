import 'server-only'
/**
 * Payments whose return and callback were both lost. Before an order whose buyer opened the payment
 * terminal expires, the provider is asked how its payment stands (Paytrail `GET /payments/{id}`, the
 * test terminal its own record): a success made in time confirms the sale unless its inventory went
 * to someone else meanwhile, an ended payment ends the order, an undecided one lets it expire. The
 * payments of orders that expired or were given up are asked again now and then for a day: a
 * success that still arrives is kept as `refund_due` for staff.
 */
import type { VerifiedReturn } from '@/server/payment/provider'
import { expireOrder } from './expireOrders'
import type { SettleDeps } from './orderDeps'
import { endUnanswered, markChecked, staleOpenedOrders, unansweredPayments, type PaymentRow } from '@/server/db/paymentStore'
import { settlePayment } from './paymentReturn'

/** How long a payment of an expired or given-up order is still asked about. */
const recheckForMs = 24 * 3_600_000
/** A stale order whose payment belongs to another provider (the shop switched) expires anyway after this. */
const foreignGraceMs = 10 * 60_000

/**
 * Asks the provider about one of its payments (the question is noted on the payment) and settles
 * what it decided: `settled`, `undecided` (still open, or an answer that does not fit the payment),
 * or `unreachable`.
 */
export async function askProvider(deps: SettleDeps, payment: PaymentRow, now: Date): Promise<'settled' | 'undecided' | 'unreachable'> {
  await deps.db.transaction((tx) => markChecked(tx, payment.id, now))
  let answer: VerifiedReturn | null
  try {
    answer = await deps.provider.paymentStatus({ stamp: payment.stamp, providerId: payment.providerId })
  } catch (error) {
    console.warn(`[orders] could not ask ${payment.provider} about payment ${payment.stamp}:`, error instanceof Error ? error.message : error)
    return 'unreachable'
  }
  if (!answer || answer.outcome === 'pending') return 'undecided'
  if (!(await settlePayment(deps, payment, answer, { source: 'provider', outcome: answer.outcome }, 'provider'))) return 'undecided'
  // A payment that ended without money, for an order already over, changes no order: noted on the
  // payment, so it is not asked about again.
  if (answer.outcome !== 'ok') await deps.db.transaction((tx) => endUnanswered(tx, payment.id, answer.outcome, now))
  return 'settled'
}

/**
 * The stale orders whose buyer opened the terminal: asked about first, expired when undecided. While
 * the provider cannot be reached the rest wait for the next sweep, so an outage neither expires
 * orders that may have been paid nor holds up the sweep (and the mail after it) question by question.
 */
export async function reconcileStaleOrders(deps: SettleDeps, now: Date): Promise<void> {
  for (const { orderId, holdExpiresAt, payment } of await staleOpenedOrders(deps.db, now)) {
    if (payment.provider !== deps.provider.name) {
      // Another process, configured with that provider, asks it; this one steps in only if none does.
      if (now.getTime() - new Date(holdExpiresAt).getTime() < foreignGraceMs) continue
    } else {
      const asked = await askProvider(deps, payment, now)
      if (asked === 'unreachable') return
      if (asked === 'settled') continue
    }
    await expireOrder({ db: deps.db, now }, orderId)
  }
}

/**
 * Payments of expired or given-up orders, asked again for a day: at most every `everyMs`, and less
 * often as the order ages (a sixth of its age apart), since a success grows less likely by the hour
 * and the provider should not be asked about every abandoned payment every few minutes.
 */
export async function recheckLatePayments(deps: SettleDeps, now: Date, everyMs: number): Promise<void> {
  const since = new Date(now.getTime() - recheckForMs)
  for (const payment of await unansweredPayments(deps.db, deps.provider.name, since, new Date(now.getTime() - everyMs))) {
    const age = now.getTime() - new Date(payment.endedAt).getTime()
    if (payment.checkedAt && now.getTime() - new Date(payment.checkedAt).getTime() < age / 6) continue
    if ((await askProvider(deps, payment, now)) === 'unreachable') return
  }
}
