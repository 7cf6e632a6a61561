import 'server-only'
/**
 * A payment return or callback (DESIGN.md §6): verified with the provider's signature, matched to
 * our payment by stamp, provider id and amount, then applied to the order as compare-and-swap
 * transitions. Repeats change nothing; a payment that arrives after the hold ran out is kept and
 * flagged `refund_due`. Only the call that confirms the order issues gift cards and sends mail.
 */
import type { CheckoutResult, CheckoutStatus } from '@/domain/checkout/api'
import { giftCardCode } from '@/domain/checkout/orderNumber'
import { transition, type OrderEvent, type OrderState } from '@/domain/orders/orderState'
import { confirmHeld, releaseHeld } from '@/server/db/allocationStore'
import type { SqlPort, SqlTx } from '@/server/db/sqlPort'
import { giftCardValidityYears } from '@/server/mail/giftCardEmail'
import type { PaymentOutcome } from '@/server/payment/provider'
import { expireInTx, expireStaleOrders } from './expireOrders'
import type { OrderDeps } from './orderDeps'
import { appendEvent, findOrder, findPaymentByStamp, giveBackDiscountUse, insertGiftCard, setPaymentMethod, swapStatus, updatePayment, type OrderRow } from './orderStore'
import { markMailDue, sendOrderMail } from './orderMail'
import { orderView } from './orderView'
import { loadSeller } from './shopSettings'

const eventOf: Record<Exclude<PaymentOutcome, 'pending'>, OrderEvent> = { ok: 'paymentSucceeded', cancel: 'paymentCancelled', timeout: 'paymentCancelled', fail: 'paymentFailed' }

export function statusOf(state: OrderState, paymentStatus: string): CheckoutStatus {
  switch (state) {
    case 'pending_payment':
      return 'processing'
    case 'paid':
    case 'confirmed':
      return 'accepted'
    case 'cancelled':
      return paymentStatus === 'timeout' ? 'timedOut' : 'cancelled'
    case 'payment_failed':
      return 'failed'
    case 'expired':
      return 'expired'
    case 'refund_due':
      return 'refundDue'
  }
}

async function issueGiftCards(tx: SqlTx, deps: OrderDeps, order: OrderRow) {
  const validUntil = new Date(deps.now)
  validUntil.setUTCFullYear(validUntil.getUTCFullYear() + giftCardValidityYears)
  for (const line of order.lines.filter((l) => l.type === 'giftcard')) {
    const recipient = line.metadata.recipient as { name: string; email: string } | undefined
    for (let i = 0; i < line.quantity; i++) {
      await insertGiftCard(tx, {
        code: giftCardCode(deps.random(16)),
        orderId: order.id,
        value: line.unitPrice,
        recipientName: recipient?.name ?? '',
        recipientEmail: recipient?.email ?? order.contact.email,
        message: typeof line.metadata.comment === 'string' && line.metadata.comment !== '' ? line.metadata.comment : null,
        validUntil,
      }, deps.now)
    }
  }
}

/**
 * The order's held rows that are still live. On PostgreSQL they are locked, so another process's
 * purge of expired holds cannot take them between this count and their sale; on SQLite the write
 * transaction already excludes every other writer.
 */
async function liveHolds(tx: SqlTx, dialect: SqlPort['dialect'], ref: string, now: Date): Promise<number> {
  const lock = dialect === 'postgres' ? ' FOR UPDATE' : ''
  const rows = await tx.query('SELECT id FROM allocations WHERE ref = ? AND (expires_at IS NULL OR expires_at > ?)' + lock, [ref, now.toISOString()])
  return rows.length
}

/** Applies one verified outcome; true when this call confirmed the order. */
async function apply(tx: SqlTx, deps: OrderDeps, paymentId: number, orderId: number, outcome: Exclude<PaymentOutcome, 'pending'>, method: string | null, raw: Record<string, string>, source: string): Promise<boolean> {
  // The clock now, not when the request began: the hold may run out while the request waited.
  const now = new Date()
  let order = await findOrder(tx, orderId)
  if (!order) return false
  if (order.status === 'pending_payment') {
    // A hold that ran out, or rows of it another buyer took after it ran out, expire the order first,
    // so the money that still arrives is kept for a refund instead of confirming a sale twice.
    const ranOut = order.holdExpiresAt !== null && new Date(order.holdExpiresAt) <= now
    const lost = !ranOut && outcome === 'ok' && (await liveHolds(tx, deps.db.dialect, order.holdRef, now)) < order.heldSlots
    if (ranOut || lost) {
      await expireInTx(tx, orderId, now)
      order = { ...order, status: 'expired' }
    }
  }
  const event = eventOf[outcome]
  const step = transition(order.status, event)
  // A repeated or refused return changes nothing and adds nothing to the log.
  if (step.kind !== 'change') return false
  if (!(await swapStatus(tx, orderId, order.status, step.to, now))) return false
  await updatePayment(tx, paymentId, outcome, method, raw, now)
  await setPaymentMethod(tx, orderId, method)
  await appendEvent(tx, orderId, event, { from: order.status, to: step.to }, { source, outcome, method }, now)
  if (step.to === 'refund_due') return false
  if (step.to !== 'paid') {
    await releaseHeld(tx, order.holdRef)
    if (order.promoCode) await giveBackDiscountUse(tx, order.promoCode)
    return false
  }
  await confirmHeld(tx, order.holdRef, now)
  await swapStatus(tx, orderId, 'paid', 'confirmed', now)
  await appendEvent(tx, orderId, 'confirm', { from: 'paid', to: 'confirmed' }, null, now)
  await issueGiftCards(tx, deps, order)
  await markMailDue(tx, orderId, now)
  return true
}

export async function completePayment(deps: OrderDeps, query: Record<string, string>, source: 'return' | 'callback'): Promise<CheckoutResult> {
  await expireStaleOrders(deps)
  const verified = deps.provider.verifyReturn(query)
  if (!verified) return { status: 'error', order: null }
  const payment = await findPaymentByStamp(deps.db, verified.stamp)
  if (!payment || payment.providerId !== verified.providerId || (verified.amount !== null && verified.amount !== payment.amount)) {
    console.warn(`[checkout] a ${source} did not match its payment`, verified.stamp)
    return { status: 'error', order: null }
  }
  const outcome = verified.outcome
  const confirmed = outcome === 'pending' ? false : await deps.db.transaction((tx) => apply(tx, deps, payment.id, payment.orderId, outcome, verified.method, query, source))
  if (confirmed) await sendOrderMail(deps, payment.orderId)
  const order = await orderView(deps.db, payment.orderId, await loadSeller())
  const latest = await findPaymentByStamp(deps.db, verified.stamp)
  return { status: order ? statusOf(order.status, latest?.status ?? '') : 'error', order }
}
