import 'server-only'
/**
 * Refunds (docs/refunds.md#refunds): recorded inside the transaction that decides them (a
 * cancellation, a staff action), then the provider's part is sent once that transaction has
 * committed. Money back onto gift cards, old or new, is done in the recording transaction itself:
 * it never leaves the shop. Every step is a compare-and-swap on the refund's state and an event in
 * the order's log, so repeats and callbacks change nothing twice.
 */
import { randomUUID } from 'node:crypto'
import { giftCardCode } from '@/domain/checkout/orderNumber'
import { defaultValidityMonths, lastValidDay, validUntilInstant } from '@/domain/giftCards/validity'
import { helsinkiDay } from '@/domain/helsinki'
import type { RefundPart } from '@/domain/refunds/refundPlan'
import { refundTransition, type RefundEvent } from '@/domain/refunds/refundState'
import { changeBalance, insertGiftCard, keepValidUntil } from '@/server/db/giftCardStore'
import { appendEvent, findOrder, type OrderRow } from '@/server/db/orderStore'
import { findPayment, paidPayment } from '@/server/db/paymentStore'
import {
  claimResend,
  findRefund,
  findRefundByProviderRefundId,
  insertRefund,
  noteUnanswered,
  retryRefundAttempt,
  setProviderRefundId,
  swapRefundState,
  unansweredRefunds,
  type RefundLine,
  type RefundRow,
} from '@/server/db/refundStore'
import type { SqlTx } from '@/server/db/sqlPort'
import type { ServiceResult } from '@/server/http/serviceResult'
import type { SettleDeps } from '@/server/orders/orderDeps'
import { isClearRefusal, PaymentProviderError } from '@/server/payment/errors'

export type RefundDeps = SettleDeps & { callbackBase: string }

export type RefundRequest = {
  /** One request, one set of refunds: each part's key is this key and its place. */
  key: string
  lines: RefundLine[]
  requestedBy: 'customer' | 'staff'
  staffId: number | null
  reason: string | null
}

/** What the recording transaction leaves for after the commit: provider refunds to send, new cards to mail. */
export type Recorded = { providerRefunds: number[]; newCards: number[] }

export async function recordRefunds(tx: SqlTx, deps: SettleDeps, order: OrderRow, parts: RefundPart[], request: RefundRequest, now: Date): Promise<Recorded> {
  const recorded: Recorded = { providerRefunds: [], newCards: [] }
  const payment = parts.some((p) => p.destination === 'provider') ? await paidPayment(tx, order.id) : null
  // A refund onto a card, old or new, is spendable as long as a new card would be.
  const refundValidUntil = validUntilInstant(lastValidDay(helsinkiDay(now), defaultValidityMonths))
  for (const [i, part] of parts.entries()) {
    const base = {
      orderId: order.id,
      amount: part.amount,
      destination: part.destination,
      idempotencyKey: `${request.key}:${i}`,
      lines: request.lines,
      requestedBy: request.requestedBy,
      staffId: request.staffId,
      reason: request.reason,
    }
    let refundId: number
    if (part.destination === 'giftCard') {
      if (!(await changeBalance(tx, part.cardId, 'refund', part.amount, { orderId: order.id, reason: request.reason }, now)))
        throw new Error('a refund onto a card failed')
      await keepValidUntil(tx, part.cardId, refundValidUntil, now)
      refundId = await insertRefund(tx, { ...base, state: 'refunded', paymentId: null, cardId: part.cardId, providerStamp: null }, now)
    } else if (part.destination === 'newGiftCard') {
      const cardId = await insertGiftCard(
        tx,
        {
          code: giftCardCode(deps.random(16)),
          value: part.amount,
          validUntil: refundValidUntil,
          origin: 'refund',
          orderId: order.id,
          buyerEmail: order.contact.email,
          recipientName: `${order.contact.firstName} ${order.contact.lastName}`.trim(),
          recipientEmail: order.contact.email,
          message: null,
          designId: null,
        },
        now,
      )
      refundId = await insertRefund(tx, { ...base, state: 'refunded', paymentId: null, cardId, providerStamp: null }, now)
      recorded.newCards.push(cardId)
    } else {
      if (!payment || payment.id !== part.paymentId) throw new Error('the refunded payment is not the order’s')
      refundId = await insertRefund(tx, { ...base, state: 'refund_pending', paymentId: payment.id, cardId: null, providerStamp: randomUUID() }, now)
      recorded.providerRefunds.push(refundId)
    }
    await appendEvent(tx, order.id, 'refundRecorded', null, { refundId, destination: part.destination, amount: part.amount, by: request.requestedBy }, now)
  }
  return recorded
}

/** Applies what the provider said about a refund, once: a repeat or a late contradiction changes nothing. */
async function settle(deps: RefundDeps, refund: RefundRow, event: RefundEvent, said: { providerRefundId?: string | null; error?: string | null }) {
  const now = new Date()
  return deps.db.transaction(async (tx) => {
    const current = await findRefund(tx, refund.id)
    if (!current) return false
    const step = refundTransition(current.state, event)
    if (step.kind !== 'change' || !(await swapRefundState(tx, current.id, current.state, step.to, said, now))) return false
    await appendEvent(
      tx,
      current.orderId,
      event === 'succeeded' ? 'refunded' : 'refundFailed',
      { from: current.state, to: step.to },
      { refundId: current.id, ...said },
      now,
    )
    return true
  })
}

/**
 * Sends a pending provider refund. A clear answer settles it; `pending` leaves it for the callback;
 * no usable answer leaves it pending for the sweeper to send again (resendUnansweredRefunds).
 */
export async function sendProviderRefund(deps: RefundDeps, refundId: number): Promise<void> {
  const refund = await findRefund(deps.db, refundId)
  if (!refund || refund.state !== 'refund_pending' || refund.paymentId === null || !refund.providerStamp) return
  const payment = await findPayment(deps.db, refund.paymentId)
  const order = await findOrder(deps.db, refund.orderId)
  if (!payment || !order) return
  const callback = `${deps.callbackBase}/proxy/payment/refund-callback`
  try {
    const started = await deps.provider.refund({
      refundStamp: refund.providerStamp,
      payment: { stamp: payment.stamp, providerId: payment.providerId, amount: payment.amount },
      amount: refund.amount,
      email: order.contact.email,
      callbackUrls: { success: callback, cancel: callback },
    })
    if (started.outcome === 'pending') await deps.db.transaction((tx) => setProviderRefundId(tx, refund.id, started.providerRefundId, new Date()))
    else
      await settle(deps, refund, started.outcome === 'ok' ? 'succeeded' : 'failed', {
        providerRefundId: started.providerRefundId,
        error: started.outcome === 'fail' ? 'refused by the provider' : null,
      })
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    const said = error.message.slice(0, 300)
    if (isClearRefusal(error)) {
      console.error(`[refunds] the provider refused refund ${refund.id}`, error.message)
      await settle(deps, refund, 'failed', { error: said })
      return
    }
    // The money may have gone back: the refund stays pending and is sent again under the same stamp.
    console.warn(`[refunds] refund ${refund.id} got no usable answer; it is sent again later`, error.message)
    await deps.db.transaction(async (tx) => {
      if (await noteUnanswered(tx, refund.id, said, new Date()))
        await appendEvent(tx, refund.orderId, 'refundUnanswered', null, { refundId: refund.id, error: said }, new Date())
    })
  }
}

export async function sendProviderRefunds(deps: RefundDeps, refundIds: number[]) {
  for (const id of refundIds) await sendProviderRefund(deps, id)
}

/**
 * The sweeper's part (every process, safe in many): provider refunds still without an answer after
 * `olderThanMs` (the process stopped before sending, or the answer was lost) are sent again under
 * their own stamp, which the provider answers as the same refund. Each is claimed first, so two
 * processes never send one at once.
 */
export async function resendUnansweredRefunds(deps: RefundDeps, now: Date, olderThanMs: number): Promise<void> {
  for (const { id, updatedAt } of await unansweredRefunds(deps.db, deps.provider.name, new Date(now.getTime() - olderThanMs))) {
    if (await deps.db.transaction((tx) => claimResend(tx, id, updatedAt, now))) await sendProviderRefund(deps, id)
  }
}

/**
 * GET /proxy/payment/refund-callback: the provider's signed word on a pending refund. A forged or
 * unknown one is refused and changes nothing; a repeat changes nothing more.
 */
export async function refundCallback(deps: RefundDeps, query: Record<string, string>): Promise<ServiceResult<{ state: string }, 400 | 404>> {
  const verified = deps.provider.verifyRefundCallback(query)
  if (!verified) return { ok: false, status: 400, message: 'The refund callback could not be verified' }
  const refund = await findRefundByProviderRefundId(deps.db, verified.providerRefundId)
  // Not known yet (the answer to our call may still be on its way): the provider calls again.
  if (!refund) return { ok: false, status: 404, message: 'Unknown refund' }
  if (verified.amount !== null && verified.amount !== refund.amount) return { ok: false, status: 400, message: 'The refund callback does not match its refund' }
  await settle(deps, refund, verified.outcome === 'ok' ? 'succeeded' : 'failed', { providerRefundId: verified.providerRefundId })
  const after = await findRefund(deps.db, refund.id)
  return { ok: true, value: { state: after?.state ?? refund.state } }
}

/** Staff try a failed refund again: pending under a new stamp, then sent. False when it was not failed. */
export async function retryRefund(deps: RefundDeps, refundId: number): Promise<boolean> {
  const now = new Date()
  const retried = await deps.db.transaction(async (tx) => {
    const refund = await findRefund(tx, refundId)
    if (!refund || refund.destination !== 'provider' || !(await retryRefundAttempt(tx, refundId, randomUUID(), now))) return false
    await appendEvent(tx, refund.orderId, 'refundRetried', { from: 'refund_failed', to: 'refund_pending' }, { refundId, attempt: refund.attempt + 1 }, now)
    return true
  })
  if (retried) await sendProviderRefund(deps, refundId)
  return retried
}
