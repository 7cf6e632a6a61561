import 'server-only'
/**
 * Payments of orders in the payments table, written with plain SQL inside the caller's transaction
 * (orderStore.ts has the orders themselves), and the questions the sweeper asks of them.
 */
import { iso, num, optStr, str } from './rows'
import type { SqlTx } from './sqlPort'
import { insertInto, payments, update } from './tables'

export type PaymentRow = {
  id: number
  orderId: number
  stamp: string
  provider: string
  providerId: string
  status: string
  amount: number
  method: string | null
  /** The provider's payment page; the browser is sent there through the shop. */
  terminalUrl: string | null
  terminalOpenedAt: string | null
}

export async function insertPayment(tx: SqlTx, p: Omit<PaymentRow, 'id' | 'method' | 'terminalOpenedAt'>, now: Date) {
  const at = now.toISOString()
  await tx.query(insertInto(payments, ['order_id', 'stamp', 'provider', 'provider_id', 'status', 'amount', 'terminal_url', 'updated_at', 'created_at']), [
    p.orderId,
    p.stamp,
    p.provider,
    p.providerId,
    p.status,
    p.amount,
    p.terminalUrl,
    at,
    at,
  ])
}

const toPayment = (r: Record<string, unknown>): PaymentRow => ({
  id: num(r.id),
  orderId: num(r.order_id),
  stamp: str(r.stamp),
  provider: str(r.provider),
  providerId: str(r.provider_id),
  status: str(r.status),
  amount: num(r.amount),
  method: optStr(r.method),
  terminalUrl: optStr(r.terminal_url),
  terminalOpenedAt: iso(r.terminal_opened_at),
})

export async function findPaymentByStamp(tx: SqlTx, stamp: string): Promise<PaymentRow | null> {
  const [r] = await tx.query('SELECT * FROM payments WHERE stamp = ?', [stamp])
  return r ? toPayment(r) : null
}

/** The order's latest payment attempt. */
export async function latestPayment(tx: SqlTx, orderId: number): Promise<PaymentRow | null> {
  const [r] = await tx.query('SELECT * FROM payments WHERE order_id = ? ORDER BY id DESC LIMIT 1', [orderId])
  return r ? toPayment(r) : null
}

/** The buyer opened the payment terminal: true the first time only. */
export async function markTerminalOpened(tx: SqlTx, paymentId: number, now: Date): Promise<boolean> {
  const rows = await tx.query(`${update(payments, ['terminal_opened_at', 'updated_at'])} WHERE id = ? AND terminal_opened_at IS NULL RETURNING id`, [
    now.toISOString(),
    now.toISOString(),
    paymentId,
  ])
  return rows.length === 1
}

export async function updatePayment(tx: SqlTx, id: number, status: string, method: string | null, raw: unknown, now: Date) {
  await tx.query(`${update(payments, { status: '?', method: 'COALESCE(?, method)', raw_return: '?', updated_at: '?' })} WHERE id = ?`, [
    status,
    method,
    JSON.stringify(raw),
    now.toISOString(),
    id,
  ])
}

/** The provider's final answer about a payment still marked created (its order has ended otherwise). */
export async function endUnanswered(tx: SqlTx, paymentId: number, status: string, now: Date) {
  await tx.query(`${update(payments, ['status', 'updated_at'])} WHERE id = ? AND status = 'created'`, [status, now.toISOString(), paymentId])
}

/** The shop asked the provider how the payment stands. */
export async function markChecked(tx: SqlTx, paymentId: number, now: Date) {
  await tx.query(`${update(payments, ['checked_at'])} WHERE id = ?`, [now.toISOString(), paymentId])
}

const stale = "o.status = 'pending_payment' AND o.hold_expires_at <= ?"
const latestOf = 'p.id = (SELECT MAX(id) FROM payments WHERE order_id = o.id)'

/** Pending orders whose hold ran out and whose buyer never opened the payment terminal: nobody can have paid them. */
export async function staleUnopenedOrders(tx: SqlTx, now: Date, limit = 100): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `SELECT o.id AS id FROM orders o LEFT JOIN payments p ON ${latestOf} WHERE ${stale} AND p.terminal_opened_at IS NULL ORDER BY o.id LIMIT ${limit}`,
    [now.toISOString()],
  )
  return rows.map((r) => Number(r.id))
}

/** Pending orders whose hold ran out after their buyer opened the terminal, with that payment: ask before expiring. */
export async function staleOpenedOrders(tx: SqlTx, now: Date, limit = 100): Promise<{ orderId: number; holdExpiresAt: string; payment: PaymentRow }[]> {
  const rows = await tx.query(
    `SELECT o.id AS order_ref, o.hold_expires_at AS order_hold_expires_at, p.* FROM orders o JOIN payments p ON ${latestOf}
     WHERE ${stale} AND p.terminal_opened_at IS NOT NULL ORDER BY o.id LIMIT ${limit}`,
    [now.toISOString()],
  )
  return rows.map((r) => ({ orderId: num(r.order_ref), holdExpiresAt: iso(r.order_hold_expires_at) ?? '', payment: toPayment(r) }))
}

/**
 * Payments of `provider` that never answered, of orders that expired or were given up since `since`
 * (`endedAt`): a success may still arrive for them. Least recently asked first (`checkedAt`).
 */
export async function unansweredPayments(
  tx: SqlTx,
  provider: string,
  since: Date,
  askedBefore: Date,
  limit = 20,
): Promise<(PaymentRow & { endedAt: string; checkedAt: string | null })[]> {
  const rows = await tx.query(
    `SELECT p.*, o.updated_at AS order_ended_at FROM payments p JOIN orders o ON o.id = p.order_id
     WHERE p.provider = ? AND p.status = 'created' AND p.terminal_opened_at IS NOT NULL AND o.status IN ('expired', 'cancelled') AND o.updated_at >= ?
       AND (p.checked_at IS NULL OR p.checked_at < ?)
     ORDER BY p.checked_at IS NOT NULL, p.checked_at LIMIT ${limit}`,
    [provider, since.toISOString(), askedBefore.toISOString()],
  )
  return rows.map((r) => ({ ...toPayment(r), endedAt: iso(r.order_ended_at) ?? '', checkedAt: iso(r.checked_at) }))
}

/** The payment that paid the order through a provider (not the row of an order with nothing to pay). */
export async function paidPayment(tx: SqlTx, orderId: number): Promise<PaymentRow | null> {
  const [r] = await tx.query("SELECT * FROM payments WHERE order_id = ? AND status = 'ok' AND provider <> 'none' ORDER BY id DESC LIMIT 1", [orderId])
  return r ? toPayment(r) : null
}

export async function findPayment(tx: SqlTx, id: number): Promise<PaymentRow | null> {
  const [r] = await tx.query('SELECT * FROM payments WHERE id = ?', [id])
  return r ? toPayment(r) : null
}
