import 'server-only'
/** The test terminal's records in their table, shared by every app process. */
import type { SqlPort } from '@/server/db/sqlPort'
import { findTerminalPayment, saveTerminalPayment } from '@/server/db/testTerminalStore'
import type { TerminalRecord, TerminalRecords } from './testTerminal'

export function terminalRecords(db: () => SqlPort): TerminalRecords {
  return {
    save: (record) => saveTerminalPayment(db(), record, new Date()),
    async find(providerId) {
      const row = await findTerminalPayment(db(), providerId)
      return row ? { ...row, status: row.status as TerminalRecord['status'] } : null
    },
  }
}
