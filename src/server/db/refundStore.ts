import 'server-only'
/**
 * Refunds (docs/refunds.md) in the table of the Refunds collection. The idempotency key is unique,
 * so one request makes one refund however often it is sent; state changes are compare-and-swap
 * updates from the state read (src/domain/refunds/refundState.ts).
 */
import type { RefundDestination, RefundState } from '@/domain/refunds/refundState'
import { iso, json, num, optStr, str } from './rows'
import type { SqlTx } from './sqlPort'
import { insertInto, refunds, update } from './tables'

export type RefundLine = { lineId: string; amount: number }

export type NewRefund = {
  orderId: number
  amount: number
  destination: RefundDestination
  state: RefundState
  paymentId: number | null
  cardId: number | null
  idempotencyKey: string
  providerStamp: string | null
  lines: RefundLine[]
  requestedBy: 'customer' | 'staff'
  staffId: number | null
  reason: string | null
}

export type RefundRow = NewRefund & { id: number; attempt: number; providerRefundId: string | null; error: string | null; createdAt: string }

export async function insertRefund(tx: SqlTx, refund: NewRefund, now: Date): Promise<number> {
  const at = now.toISOString()
  const [row] = await tx.query<{ id: number }>(
    `${insertInto(refunds, [
      'order_id',
      'amount',
      'destination',
      'state',
      'payment_id',
      'card_id',
      'idempotency_key',
      'attempt',
      'provider_stamp',
      'lines',
      'requested_by',
      'staff_id',
      'reason',
      'updated_at',
      'created_at',
    ])} RETURNING id`,
    [
      refund.orderId,
      refund.amount,
      refund.destination,
      refund.state,
      refund.paymentId,
      refund.cardId,
      refund.idempotencyKey,
      1,
      refund.providerStamp,
      JSON.stringify(refund.lines),
      refund.requestedBy,
      refund.staffId,
      refund.reason,
      at,
      at,
    ],
  )
  return Number(row!.id)
}

const toRefund = (r: Record<string, unknown>): RefundRow => ({
  id: num(r.id),
  orderId: num(r.order_id),
  amount: num(r.amount),
  destination: str(r.destination) as RefundDestination,
  state: str(r.state) as RefundState,
  paymentId: r.payment_id == null ? null : num(r.payment_id),
  cardId: r.card_id == null ? null : num(r.card_id),
  idempotencyKey: str(r.idempotency_key),
  attempt: num(r.attempt),
  providerStamp: optStr(r.provider_stamp),
  providerRefundId: optStr(r.provider_refund_id),
  lines: json<RefundLine[]>(r.lines, []),
  requestedBy: str(r.requested_by) === 'staff' ? 'staff' : 'customer',
  staffId: r.staff_id == null ? null : num(r.staff_id),
  reason: optStr(r.reason),
  error: optStr(r.error),
  createdAt: iso(r.created_at) ?? '',
})

export async function findRefund(tx: SqlTx, id: number): Promise<RefundRow | null> {
  const [row] = await tx.query('SELECT * FROM refunds WHERE id = ?', [id])
  return row ? toRefund(row) : null
}

export async function refundsWithKeyPrefix(tx: SqlTx, prefix: string): Promise<RefundRow[]> {
  const rows = await tx.query('SELECT * FROM refunds WHERE idempotency_key = ? OR idempotency_key LIKE ? ORDER BY id', [prefix, `${prefix}:%`])
  return rows.map(toRefund)
}

export async function findRefundByProviderRefundId(tx: SqlTx, providerRefundId: string): Promise<RefundRow | null> {
  const [row] = await tx.query('SELECT * FROM refunds WHERE provider_refund_id = ?', [providerRefundId])
  return row ? toRefund(row) : null
}

export async function refundsOf(tx: SqlTx, orderId: number): Promise<RefundRow[]> {
  const rows = await tx.query('SELECT * FROM refunds WHERE order_id = ? ORDER BY id', [orderId])
  return rows.map(toRefund)
}

/** Moves a refund from `from` to `to` only if it is still in `from`, recording what the provider said. */
export async function swapRefundState(
  tx: SqlTx,
  id: number,
  from: RefundState,
  to: RefundState,
  said: { providerRefundId?: string | null; error?: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `${update(refunds, { state: '?', provider_refund_id: 'COALESCE(?, provider_refund_id)', error: '?', updated_at: '?' })} WHERE id = ? AND state = ? RETURNING id`,
    [to, said.providerRefundId ?? null, said.error ?? null, now.toISOString(), id, from],
  )
  return rows.length === 1
}

/**
 * A failed refund tried again: pending under a new attempt and a new stamp at the provider. The old
 * attempt's provider id goes, so a late callback of the refused attempt cannot settle the new one.
 */
export async function retryRefundAttempt(tx: SqlTx, id: number, providerStamp: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `${update(refunds, { state: "'refund_pending'", attempt: 'attempt + 1', provider_stamp: '?', provider_refund_id: 'NULL', error: 'NULL', updated_at: '?' })} WHERE id = ? AND state = 'refund_failed' RETURNING id`,
    [providerStamp, now.toISOString(), id],
  )
  return rows.length === 1
}

/** What of a payment is refunded, on its way back, or failed and waiting for a retry: a failed refund keeps its room, since retrying it must not refund twice. */
export async function refundedOfPayment(tx: SqlTx, paymentId: number): Promise<number> {
  const [row] = await tx.query<{ n: number | string | null }>("SELECT SUM(amount) AS n FROM refunds WHERE payment_id = ? AND destination = 'provider'", [
    paymentId,
  ])
  return Number(row?.n ?? 0)
}

/** The provider's id of a refund it answers later (through a callback naming that id). */
export async function setProviderRefundId(tx: SqlTx, id: number, providerRefundId: string, now: Date) {
  await tx.query(`${update(refunds, ['provider_refund_id', 'updated_at'])} WHERE id = ?`, [providerRefundId, now.toISOString(), id])
}

/** A pending refund whose sending got no usable answer: it stays pending, with what went wrong for staff to see. */
export async function noteUnanswered(tx: SqlTx, id: number, error: string, now: Date): Promise<boolean> {
  const rows = await tx.query(`${update(refunds, ['error', 'updated_at'])} WHERE id = ? AND state = 'refund_pending' RETURNING id`, [
    error,
    now.toISOString(),
    id,
  ])
  return rows.length === 1
}

/**
 * Provider refunds of `provider` still pending without an answer (no provider refund id) since
 * before `before`: sent, but the process stopped or the answer was lost. Each with the time it was
 * last touched, for claiming it.
 */
export async function unansweredRefunds(tx: SqlTx, provider: string, before: Date): Promise<{ id: number; updatedAt: string }[]> {
  const rows = await tx.query<{ id: number; updated_at: string }>(
    `SELECT r.id, r.updated_at FROM refunds r JOIN payments p ON p.id = r.payment_id
     WHERE r.state = 'refund_pending' AND r.destination = 'provider' AND r.provider_refund_id IS NULL AND p.provider = ? AND r.updated_at < ?
     ORDER BY r.id LIMIT 50`,
    [provider, before.toISOString()],
  )
  return rows.map((r) => ({ id: num(r.id), updatedAt: iso(r.updated_at) ?? '' }))
}

/** Takes a refund for sending again, if no other process took it since it was read (the touch is the claim). */
export async function claimResend(tx: SqlTx, id: number, updatedAt: string, now: Date): Promise<boolean> {
  const rows = await tx.query(`${update(refunds, ['updated_at'])} WHERE id = ? AND state = 'refund_pending' AND updated_at = ? RETURNING id`, [
    now.toISOString(),
    id,
    updatedAt,
  ])
  return rows.length === 1
}
