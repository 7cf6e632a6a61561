/**
 * What the admin's dashboard lists for today (docs/admin.md#dashboard): stays arriving, orders
 * waiting for payment while their hold lasts, and orders whose late payment must be refunded.
 */
import type { IsoDate } from '@/domain/catalogue'
import { iso, num, str } from './rows'
import type { SqlTx } from './sqlPort'
import { arrayRow } from './tables'

export type DashboardOrder = { id: number; orderNumber: string; name: string; totalWithTax: number; at: string | null }

/** Enough for a day at the resort; the Orders list has the rest. */
const limit = 50

const columns = 'o.id, o.order_number, o.first_name, o.last_name, o.total_with_tax'

const toOrder = (r: Record<string, unknown>): DashboardOrder => ({
  id: num(r.id),
  orderNumber: str(r.order_number),
  name: `${str(r.first_name)} ${str(r.last_name)}`.trim(),
  totalWithTax: num(r.total_with_tax),
  at: r.at === undefined ? null : iso(r.at),
})

/** Sold stays (a line with a departure day) whose arrival day is `day`, not cancelled. */
export async function readArrivals(tx: SqlTx, day: IsoDate): Promise<DashboardOrder[]> {
  const rows = await tx.query(
    `SELECT DISTINCT ${columns} FROM orders o JOIN order_lines l ON l.${arrayRow.parent} = o.id
     WHERE l."from" = ? AND l."to" IS NOT NULL AND l.cancelled_at IS NULL AND o.status IN ('paid', 'confirmed')
     ORDER BY o.order_number LIMIT ${limit}`,
    [day],
  )
  return rows.map(toOrder)
}

/** Orders awaiting payment whose hold still keeps their products off sale, the soonest to lapse first. */
export async function readUnpaidHolds(tx: SqlTx, now: Date): Promise<DashboardOrder[]> {
  const rows = await tx.query(
    `SELECT ${columns}, o.hold_expires_at AS at FROM orders o
     WHERE o.status = 'pending_payment' AND o.hold_expires_at > ? ORDER BY o.hold_expires_at LIMIT ${limit}`,
    [now.toISOString()],
  )
  return rows.map(toOrder)
}

/** Orders paid after they had ended, whose payment staff must send back, the oldest first. */
export async function readRefundDue(tx: SqlTx): Promise<DashboardOrder[]> {
  const rows = await tx.query(`SELECT ${columns}, o.updated_at AS at FROM orders o WHERE o.status = 'refund_due' ORDER BY o.updated_at LIMIT ${limit}`)
  return rows.map(toOrder)
}
