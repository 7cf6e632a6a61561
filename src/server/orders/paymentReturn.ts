import 'server-only'
/**
 * A payment return or callback (docs/checkout.md#payment): verified with the provider's signature, matched to
 * our payment by stamp, provider id and amount, then applied to the order as compare-and-swap
 * transitions. Repeats change nothing; a payment that arrives after the hold ran out is kept and
 * flagged `refund_due`. Only the call that confirms the order issues gift cards and sends mail.
 */
import type { CheckoutResult, CheckoutStatus } from '@/domain/checkout/api'
import { giftCardCode } from '@/domain/checkout/orderNumber'
import { defaultValidityMonths, lastValidDay, validUntilInstant } from '@/domain/giftCards/validity'
import { helsinkiDay } from '@/domain/helsinki'
import { transition, type OrderEvent, type OrderState } from '@/domain/orders/orderState'
import { confirmHeld, countHeld } from '@/server/db/allocationStore'
import { insertGiftCard, settleCardHolds } from '@/server/db/giftCardStore'
import { appendEvent, findOrder, setPaymentMethod, swapStatus, type OrderRow } from '@/server/db/orderStore'
import { findPaymentByStamp, insertPayment, updatePayment, type PaymentRow } from '@/server/db/paymentStore'
import type { SqlTx } from '@/server/db/sqlPort'
import type { PaymentOutcome, VerifiedReturn } from '@/server/payment/provider'
import { expireInTx, expireStaleOrders } from './expireOrders'
import { giveBack } from './giveBack'
import type { OrderDeps, SettleDeps } from './orderDeps'
import { markMailDue, sendOrderMail } from './orderMail'
import { orderView } from './orderView'
import { loadSeller } from './shopSettings'

const eventOf: Record<Exclude<PaymentOutcome, 'pending'>, OrderEvent> = {
  ok: 'paymentSucceeded',
  cancel: 'paymentCancelled',
  timeout: 'paymentCancelled',
  fail: 'paymentFailed',
}

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
    case 'refunded':
      return 'refunded'
  }
}

/** A sold gift card line's cards: valid for the months it was sold with, from the Helsinki day of the sale. */
async function issueGiftCards(tx: SqlTx, deps: SettleDeps, order: OrderRow, now: Date) {
  for (const line of order.lines.filter((l) => l.type === 'giftcard')) {
    const recipient = line.metadata.recipient as { name: string; email: string } | undefined
    const months = typeof line.metadata.validityMonths === 'number' ? line.metadata.validityMonths : defaultValidityMonths
    const validUntil = validUntilInstant(lastValidDay(helsinkiDay(now), months))
    for (let i = 0; i < line.quantity; i++) {
      await insertGiftCard(
        tx,
        {
          code: giftCardCode(deps.random(16)),
          // A card sold at a member price is still worth its face value.
          value: line.normalUnitPrice ?? line.unitPrice,
          validUntil,
          origin: 'sale',
          orderId: order.id,
          buyerEmail: order.contact.email,
          recipientName: recipient?.name ?? '',
          recipientEmail: recipient?.email ?? order.contact.email,
          message: typeof line.metadata.comment === 'string' && line.metadata.comment !== '' ? line.metadata.comment : null,
          designId: typeof line.metadata.designMediaId === 'number' ? line.metadata.designMediaId : null,
        },
        now,
      )
    }
  }
}

/** Where a verified outcome comes from: the buyer's return, the provider's callback, or our own question to the provider. */
export type OutcomeSource = 'return' | 'callback' | 'provider'

/** Applies one verified outcome; true when this call confirmed the order. */
async function apply(
  tx: SqlTx,
  deps: SettleDeps,
  paymentId: number,
  orderId: number,
  outcome: Exclude<PaymentOutcome, 'pending'>,
  method: string | null,
  raw: Record<string, string>,
  source: OutcomeSource,
): Promise<boolean> {
  // The clock now, not when the request began: the hold may run out while the request waited.
  const now = new Date()
  let order = await findOrder(tx, orderId)
  if (!order) return false
  if (order.status === 'pending_payment') {
    // A hold that ran out, or rows of it another buyer took after it ran out, expire the order first,
    // so the money that still arrives is kept for a refund instead of confirming a sale twice. The
    // provider's own answer, asked as the hold runs out because return and callback never came, is
    // about a payment made while the hold was live: it confirms the sale if every row is still ours.
    const asked = source === 'provider'
    const ranOut = !asked && order.holdExpiresAt !== null && new Date(order.holdExpiresAt) <= now
    const lost = !ranOut && outcome === 'ok' && (await countHeld(tx, deps.db.dialect, order.holdRef, now, asked)) < order.heldSlots
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
    await giveBack(tx, order, now)
    return false
  }
  await confirmPaid(tx, deps, order, now, source === 'provider')
  return true
}

/** A paid order becomes a sale: its holds are sold, the amounts held on gift cards spent, gift cards issued, and its mail is due. */
async function confirmPaid(tx: SqlTx, deps: SettleDeps, order: OrderRow, now: Date, pastExpiry: boolean) {
  await confirmHeld(tx, order.holdRef, now, pastExpiry)
  await settleCardHolds(tx, order.id, now)
  await swapStatus(tx, order.id, 'paid', 'confirmed', now)
  await appendEvent(tx, order.id, 'confirm', { from: 'paid', to: 'confirmed' }, null, now)
  await issueGiftCards(tx, deps, order, now)
  await markMailDue(tx, order.id, now)
}

/**
 * An order with nothing left to pay (the free basic degree, or gift cards paid it all) is confirmed at once,
 * with a payments row of its own that no provider answers for; the payment terminal (Paytrail
 * refuses 0 €) is never involved. False when the order was no longer pending.
 */
export async function confirmFree(deps: SettleDeps, orderId: number, stamp: string): Promise<boolean> {
  const now = new Date()
  const confirmed = await deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId)
    if (!order || !(await swapStatus(tx, orderId, 'pending_payment', 'paid', now))) return false
    await insertPayment(tx, { orderId, stamp, provider: freeProvider, providerId: `free-${stamp}`, status: 'ok', amount: 0, terminalUrl: null }, now)
    await appendEvent(tx, orderId, 'freeOfCharge', { from: 'pending_payment', to: 'paid' }, null, now)
    await confirmPaid(tx, deps, order, now, false)
    return true
  })
  if (confirmed) await sendOrderMail(deps, orderId)
  return confirmed
}

/**
 * Applies what the provider verifiably says about one of our payments (its id and amount must
 * match ours) and sends the confirmation when this call confirmed the order. False when it does not
 * match; true when it was applied, or changed nothing (a repeat, or 'pending').
 */
export async function settlePayment(
  deps: SettleDeps,
  payment: PaymentRow,
  verified: VerifiedReturn,
  raw: Record<string, string>,
  source: OutcomeSource,
): Promise<boolean> {
  if (payment.providerId !== verified.providerId || payment.stamp !== verified.stamp || (verified.amount !== null && verified.amount !== payment.amount)) {
    console.warn(`[checkout] a ${source} did not match its payment`, verified.stamp)
    return false
  }
  const outcome = verified.outcome
  const confirmed =
    outcome === 'pending' ? false : await deps.db.transaction((tx) => apply(tx, deps, payment.id, payment.orderId, outcome, verified.method, raw, source))
  if (confirmed) await sendOrderMail(deps, payment.orderId)
  return true
}

/** What the checkout page shows for one of our payments. */
async function resultOf(deps: SettleDeps, payment: PaymentRow): Promise<CheckoutResult> {
  const order = await orderView(deps.db, payment.orderId, await loadSeller())
  const latest = await findPaymentByStamp(deps.db, payment.stamp)
  return { status: order ? statusOf(order.status, latest?.status ?? '') : 'error', order }
}

/** The payments row of an order with nothing to pay (see `confirmFree`). */
export const freeProvider = 'none'

/**
 * A return without the provider's signature changes nothing; its random stamp (known only to the
 * buyer's browser) still shows an order with nothing to pay, and why an order can no longer be paid
 * (expired, or given up for a newer one: the terminal link sends such a buyer here), without details.
 */
async function unsignedResult(deps: SettleDeps, stamp: string | undefined): Promise<CheckoutResult> {
  const payment = stamp ? await findPaymentByStamp(deps.db, stamp) : null
  if (!payment) return { status: 'error', order: null }
  if (payment.provider === freeProvider) return resultOf(deps, payment)
  const order = await findOrder(deps.db, payment.orderId)
  return order?.status === 'expired' || order?.status === 'cancelled'
    ? { status: statusOf(order.status, payment.status), order: null }
    : { status: 'error', order: null }
}

export async function completePayment(deps: OrderDeps, query: Record<string, string>, source: 'return' | 'callback'): Promise<CheckoutResult> {
  await expireStaleOrders(deps)
  const verified = deps.provider.verifyReturn(query)
  if (!verified) return source === 'return' ? unsignedResult(deps, query.transactionId) : { status: 'error', order: null }
  const payment = await findPaymentByStamp(deps.db, verified.stamp)
  if (!payment || !(await settlePayment(deps, payment, verified, query, source))) return { status: 'error', order: null }
  return resultOf(deps, payment)
}
