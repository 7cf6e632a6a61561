/**
 * Attempt counters in the rate_limits table, one row per key and window, shared by every app process.
 * One upsert per hit.
 */
import { lockKeys, type SqlPort, type SqlTx } from './sqlPort'
import { insertInto, rateLimits } from './tables'

/** Counts one hit of `key` in the window, inside the caller's transaction; the hits so far. */
export async function hit(tx: SqlTx, key: string, windowIndex: string, now: Date): Promise<number> {
  const at = now.toISOString()
  const [row] = await tx.query<{ hits: number | string }>(
    `${insertInto(rateLimits, ['key', 'window', 'hits', 'updated_at', 'created_at'])}
     ON CONFLICT (key, "window") DO UPDATE SET hits = rate_limits.hits + 1, updated_at = excluded.updated_at RETURNING hits`,
    [key, windowIndex, 1, at, at],
  )
  return Number(row?.hits ?? 0)
}

/** How many keys starting with `prefix` have a row in the window. The prefix is compared exactly (a range of keys would depend on the database's collation). */
export async function countPrefixed(tx: SqlTx, prefix: string, windowIndex: string): Promise<number> {
  const [row] = await tx.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM rate_limits WHERE substr(key, 1, ?) = ? AND "window" = ?', [
    prefix.length,
    prefix,
    windowIndex,
  ])
  return Number(row?.n ?? 0)
}

/**
 * Counts one hit of `prefix + item` and answers how many keys of the prefix the window has. On
 * PostgreSQL the calls of one prefix take turns, so a burst of them counts one by one.
 */
export function hitPrefixed(db: SqlPort, prefix: string, item: string, windowIndex: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    if (db.dialect === 'postgres') await lockKeys(tx, [prefix])
    await hit(tx, `${prefix}${item}`, windowIndex, now)
    return countPrefixed(tx, prefix, windowIndex)
  })
}

/** Drops counters last hit before `before`. */
export async function deleteLimitsBefore(db: SqlPort, before: Date): Promise<void> {
  await db.transaction((tx) => tx.query('DELETE FROM rate_limits WHERE updated_at < ?', [before.toISOString()]))
}
