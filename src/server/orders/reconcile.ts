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
import { markChecked, staleOrders, unansweredPayments, type PaymentRow } from './orderStore'
import { settlePayment } from './paymentReturn'

/** How long a payment of an expired or given-up order is still asked about. */
const recheckForMs = 24 * 3_600_000
/** A stale order whose payment belongs to another provider (the shop switched) expires anyway after this. */
const foreignGraceMs = 10 * 60_000

/** The provider's answer, or null when it cannot tell or cannot be reached; the question is noted either way. */
async function ask(deps: SettleDeps, payment: PaymentRow, now: Date): Promise<VerifiedReturn | null> {
  await deps.db.transaction((tx) => markChecked(tx, payment.id, now))
  try {
    return await deps.provider.paymentStatus({ stamp: payment.stamp, providerId: payment.providerId })
  } catch (error) {
    console.warn(`[orders] could not ask ${payment.provider} about payment ${payment.stamp}:`, error instanceof Error ? error.message : error)
    return null
  }
}

/** Settles what the provider decided; false when it has not decided (or its answer does not fit the payment). */
async function settleDecided(deps: SettleDeps, payment: PaymentRow, answer: VerifiedReturn | null): Promise<boolean> {
  if (!answer || answer.outcome === 'pending') return false
  return settlePayment(deps, payment, answer, { source: 'provider', outcome: answer.outcome }, 'provider')
}

/** The stale orders whose buyer opened the terminal: asked about first, expired when undecided. */
export async function reconcileStaleOrders(deps: SettleDeps, now: Date): Promise<void> {
  for (const { orderId, holdExpiresAt, payment } of await staleOrders(deps.db, now, true)) {
    if (payment && payment.provider !== deps.provider.name) {
      // Another process, configured with that provider, asks it; this one steps in only if none does.
      if (now.getTime() - new Date(holdExpiresAt).getTime() < foreignGraceMs) continue
    } else if (payment && (await settleDecided(deps, payment, await ask(deps, payment, now)))) {
      continue
    }
    await expireOrder({ db: deps.db, now }, orderId)
  }
}

/** Payments of expired or given-up orders, each asked again at most every `everyMs`, for a day. */
export async function recheckLatePayments(deps: SettleDeps, now: Date, everyMs: number): Promise<void> {
  const since = new Date(now.getTime() - recheckForMs)
  for (const payment of await unansweredPayments(deps.db, deps.provider.name, since, new Date(now.getTime() - everyMs))) {
    await settleDecided(deps, payment, await ask(deps, payment, now))
  }
}
