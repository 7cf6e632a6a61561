/**
 * Fixed-window attempt counters in the database, so every app process shares them (issue 5: sign-in,
 * account-exists, registration and reset requests, per account and per address). One upsert per hit.
 */
import { lockKeys, type SqlPort, type SqlTx } from '@/server/db/sqlPort'

export type Limit = { max: number; windowSeconds: number }
export type LimitResult = { allowed: boolean; retryAfterSeconds: number }

/** Counts one hit of `key` in the window; the hits so far. */
async function hit(tx: SqlTx, key: string, windowIndex: string, now: Date): Promise<number> {
  const at = now.toISOString()
  const [row] = await tx.query<{ hits: number | string }>(
    `INSERT INTO rate_limits (key, "window", hits, updated_at, created_at) VALUES (?, ?, 1, ?, ?)
     ON CONFLICT (key, "window") DO UPDATE SET hits = rate_limits.hits + 1, updated_at = excluded.updated_at RETURNING hits`,
    [key, windowIndex, at, at],
  )
  return Number(row?.hits ?? 0)
}

const windowOf = (seconds: number, now: Date) => Math.floor(now.getTime() / (seconds * 1000))

export async function hitLimit(db: SqlPort, key: string, limit: Limit, now: Date): Promise<LimitResult> {
  const windowIndex = windowOf(limit.windowSeconds, now)
  const hits = await db.transaction((tx) => hit(tx, key, String(windowIndex), now))
  const retryAfterSeconds = Math.ceil(((windowIndex + 1) * limit.windowSeconds * 1000 - now.getTime()) / 1000)
  return { allowed: hits <= limit.max, retryAfterSeconds: hits <= limit.max ? 0 : retryAfterSeconds }
}

/**
 * How many different things were tried under a key in the window (discount codes a client guessed):
 * trying the same one again does not count twice. `item` is recorded first when given; on
 * PostgreSQL the recording calls of one key take turns, so a burst of them counts one by one.
 */
export async function distinctTries(db: SqlPort, key: string, item: string | null, windowSeconds: number, now: Date): Promise<number> {
  const windowIndex = String(windowOf(windowSeconds, now))
  // Each item is a row of its own named `key/item`; the prefix is compared exactly (a range of keys
  // would depend on the database's collation).
  const prefix = `${key}/`
  const count = async (tx: SqlTx) => {
    const [row] = await tx.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM rate_limits WHERE substr(key, 1, ?) = ? AND "window" = ?', [prefix.length, prefix, windowIndex])
    return Number(row?.n ?? 0)
  }
  if (item === null) return count(db)
  return db.transaction(async (tx) => {
    if (db.dialect === 'postgres') await lockKeys(tx, [prefix])
    await hit(tx, `${prefix}${item}`, windowIndex, now)
    return count(tx)
  })
}

/** Drops counters of windows that ended over a day ago. */
export async function pruneLimits(db: SqlPort, now: Date): Promise<void> {
  await db.transaction((tx) => tx.query('DELETE FROM rate_limits WHERE updated_at < ?', [new Date(now.getTime() - 86_400_000).toISOString()]))
}
