import 'server-only'
/** The test payment terminal's records in their table, shared by every app process. */
import { num, str } from './rows'
import type { SqlPort } from './sqlPort'
import { insertInto, selectFrom, testTerminalPayments } from './tables'

export type TerminalPaymentRow = { providerId: string; stamp: string; amount: number; status: string }

/** Records a payment, or its new status when it is recorded already. */
export async function saveTerminalPayment(db: SqlPort, p: TerminalPaymentRow, now: Date) {
  const at = now.toISOString()
  await db.transaction((tx) =>
    tx.query(
      `${insertInto(testTerminalPayments, ['provider_id', 'stamp', 'amount', 'status', 'updated_at', 'created_at'])}
       ON CONFLICT (provider_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
      [p.providerId, p.stamp, p.amount, p.status, at, at],
    ),
  )
}

export async function findTerminalPayment(db: SqlPort, providerId: string): Promise<TerminalPaymentRow | null> {
  const [row] = await db.query(`${selectFrom(testTerminalPayments, ['provider_id', 'stamp', 'amount', 'status'])} WHERE provider_id = ?`, [providerId])
  return row ? { providerId: str(row.provider_id), stamp: str(row.stamp), amount: num(row.amount), status: str(row.status) } : null
}
