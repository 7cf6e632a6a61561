import 'server-only'
/**
 * Taking lines out of a sold order and working out their refund, in the caller's transaction
 * (docs/refunds.md#cancelling): each line is marked cancelled (once: a compare-and-swap), its
 * allocation rows are deleted so the nights, seats or court times are for sale again at once, and
 * the money is split between the cards the order spent and its payment (refundPlan).
 */
import type { Cents } from '@/domain/catalogue'
import { refundPlan, type RefundPart } from '@/domain/refunds/refundPlan'
import { releaseRows } from '@/server/db/allocationStore'
import { cardPaymentsOf, refundedToCards } from '@/server/db/giftCardStore'
import { appendEvent, cancelLine, findOrder, swapStatus, type OrderRow } from '@/server/db/orderStore'
import { paidPayment } from '@/server/db/paymentStore'
import { refundedOfPayment } from '@/server/db/refundStore'
import { lockKeys, type SqlPort, type SqlTx } from '@/server/db/sqlPort'

/** Another request changed the order first: nothing of this one is kept. */
export class OrderChanged extends Error {}

/** On PostgreSQL two requests on one order take turns, so neither plans a refund from what the other is changing (SQLite's write transactions already do). */
export async function lockOrder(tx: SqlTx, db: SqlPort, orderId: number): Promise<OrderRow> {
  if (db.dialect === 'postgres') await lockKeys(tx, [`order:${orderId}`])
  const order = await findOrder(tx, orderId)
  if (!order) throw new OrderChanged()
  return order
}

/** The parts of `amount` as the order was paid; null when it was not paid that much. */
export async function planRefund(tx: SqlTx, order: OrderRow, amount: Cents, refundTo: 'original' | 'giftCard'): Promise<RefundPart[] | null> {
  const cards = await cardPaymentsOf(tx, order.id)
  const back = await refundedToCards(tx, order.id)
  const payment = await paidPayment(tx, order.id)
  const provider = payment ? { paymentId: payment.id, paid: payment.amount, refunded: await refundedOfPayment(tx, payment.id) } : null
  return refundPlan(
    amount,
    cards.map((c) => ({ cardId: c.cardId, paid: c.amount, refunded: back.get(c.cardId) ?? 0 })),
    provider,
    refundTo,
  )
}

/**
 * Cancels the lines with the refund each gets (`shares`, by line id), and the order with its last
 * line. Throws OrderChanged when a line was cancelled meanwhile.
 */
export async function cancelOrderLines(
  tx: SqlTx,
  order: OrderRow,
  shares: Map<string, Cents>,
  by: { requestedBy: 'customer' | 'staff'; staffId: number | null },
  now: Date,
) {
  for (const line of order.lines.filter((l) => shares.has(l.id))) {
    if (!(await cancelLine(tx, order.id, line.id, shares.get(line.id)!, now))) throw new OrderChanged()
    await releaseRows(tx, order.holdRef, line.allocations)
  }
  await appendEvent(tx, order.id, 'linesCancelled', null, { lineIds: [...shares.keys()], ...by }, now)
  const left = order.lines.filter((l) => !l.cancelledAt && !shares.has(l.id))
  if (left.length === 0 && (await swapStatus(tx, order.id, 'confirmed', 'refunded', now))) {
    await appendEvent(tx, order.id, 'allCancelled', { from: 'confirmed', to: 'refunded' }, null, now)
  }
}
