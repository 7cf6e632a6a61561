import 'server-only'
/** A customer's past orders for 'My account': the ones that were paid, newest first (orders keep e-mails lowercased). */
import type { CustomerOrderSummary } from '@/domain/accounts/api'
import { iso, num, optStr, str } from '@/server/orders/rows'
import type { SqlTx } from '@/server/db/sqlPort'

const shown: CustomerOrderSummary['status'][] = ['paid', 'confirmed', 'refund_due']
const limit = 50

export async function ordersOfEmail(tx: SqlTx, email: string): Promise<CustomerOrderSummary[]> {
  const orders = await tx.query(
    `SELECT id, order_number, status, total_with_tax, created_at FROM orders WHERE email = ? AND status IN (${shown.map(() => '?').join(', ')}) ORDER BY created_at DESC LIMIT ${limit}`,
    [email.trim().toLowerCase(), ...shown],
  )
  if (orders.length === 0) return []
  const ids = orders.map((o) => num(o.id))
  const lines = await tx.query(
    `SELECT _parent_id, title, quantity, "from", "to", date_time FROM order_lines WHERE _parent_id IN (${ids.map(() => '?').join(', ')}) ORDER BY _parent_id, _order`,
    ids,
  )
  return orders.map((o) => ({
    orderNumber: str(o.order_number),
    createdAt: iso(o.created_at) ?? '',
    status: str(o.status) as CustomerOrderSummary['status'],
    totalWithTax: num(o.total_with_tax),
    items: lines
      .filter((l) => num(l._parent_id) === num(o.id))
      .map((l) => ({ title: str(l.title), quantity: num(l.quantity), from: optStr(l.from), to: optStr(l.to), dateTime: optStr(l.date_time) })),
  }))
}
