import 'server-only'
/**
 * Hourly in every app process (safe to run in many): drops what the account tables no longer need —
 * attempt counters of windows that ended over a day ago, verification and reset codes a day after
 * they were used or ran out, and refresh tokens a day after they expired (a copied token is refused
 * as unknown then, as it would be as expired).
 */
import type { SqlPort } from '@/server/db/sqlPort'
import { sql } from '@/server/db'
import { deleteSpentCodesAndSessions } from '@/server/db/customerStore'
import { pruneLimits } from './rateLimit'

const dayMs = 86_400_000

export async function pruneAccountRows(db: SqlPort, now: Date) {
  await pruneLimits(db, now)
  await db.transaction((tx) => deleteSpentCodesAndSessions(tx, new Date(now.getTime() - dayMs)))
}

export function startAccountHousekeeping() {
  const timer = setInterval(() => {
    pruneAccountRows(sql(), new Date()).catch((error) => console.error('[accounts] housekeeping failed', error))
  }, 60 * 60_000)
  timer.unref()
}
