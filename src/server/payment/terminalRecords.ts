import 'server-only'
/** The test terminal's records in their table, shared by every app process. */
import type { SqlPort } from '@/server/db/sqlPort'
import { num, str } from '@/server/orders/rows'
import type { TerminalRecord, TerminalRecords } from './testTerminal'

export function terminalRecords(db: () => SqlPort): TerminalRecords {
  return {
    async save({ providerId, stamp, amount, status }) {
      const at = new Date().toISOString()
      await db().transaction((tx) =>
        tx.query(
          `INSERT INTO test_terminal_payments (provider_id, stamp, amount, status, updated_at, created_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (provider_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
          [providerId, stamp, amount, status, at, at],
        ),
      )
    },
    async find(providerId) {
      const [row] = await db().query('SELECT provider_id, stamp, amount, status FROM test_terminal_payments WHERE provider_id = ?', [providerId])
      return row ? { providerId: str(row.provider_id), stamp: str(row.stamp), amount: num(row.amount), status: str(row.status) as TerminalRecord['status'] } : null
    },
  }
}
