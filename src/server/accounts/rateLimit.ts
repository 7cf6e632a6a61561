/**
 * Fixed-window attempt counters in the database, so every app process shares them (issue 5: sign-in,
 * account-exists, registration and reset requests, per account and per address). One upsert per hit.
 */
import type { SqlPort, SqlTx } from '@/server/db/sqlPort'

export type Limit = { max: number; windowSeconds: number }
export type LimitResult = { allowed: boolean; retryAfterSeconds: number }

export async function hitLimit(db: SqlPort, key: string, limit: Limit, now: Date): Promise<LimitResult> {
  const windowMs = limit.windowSeconds * 1000
  const windowIndex = Math.floor(now.getTime() / windowMs)
  const at = now.toISOString()
  const [row] = await db.transaction((tx) =>
    tx.query<{ hits: number | string }>(
      `INSERT INTO rate_limits (key, "window", hits, updated_at, created_at) VALUES (?, ?, 1, ?, ?)
       ON CONFLICT (key, "window") DO UPDATE SET hits = rate_limits.hits + 1, updated_at = excluded.updated_at RETURNING hits`,
      [key, String(windowIndex), at, at],
    ),
  )
  const hits = Number(row?.hits ?? 0)
  const retryAfterSeconds = Math.ceil(((windowIndex + 1) * windowMs - now.getTime()) / 1000)
  return { allowed: hits <= limit.max, retryAfterSeconds: hits <= limit.max ? 0 : retryAfterSeconds }
}

/**
 * How many different things were tried under a key in the window (discount codes a client guessed):
 * trying the same one again does not count twice. `item` is recorded first when given.
 */
export async function distinctTries(db: SqlPort, key: string, item: string | null, windowSeconds: number, now: Date): Promise<number> {
  const windowIndex = String(Math.floor(now.getTime() / (windowSeconds * 1000)))
  const at = now.toISOString()
  // Each item is a row of its own under `key/`; '/' + U+FFFF bounds the range of the key's items.
  const count = (tx: SqlTx) => tx.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM rate_limits WHERE key >= ? AND key < ? AND "window" = ?', [`${key}/`, `${key}/\uffff`, windowIndex])
  const rows =
    item === null
      ? await count(db)
      : await db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO rate_limits (key, "window", hits, updated_at, created_at) VALUES (?, ?, 1, ?, ?)
             ON CONFLICT (key, "window") DO UPDATE SET hits = rate_limits.hits + 1, updated_at = excluded.updated_at`,
            [`${key}/${item}`, windowIndex, at, at],
          )
          return count(tx)
        })
  return Number(rows[0]?.n ?? 0)
}

/** Drops counters of windows that ended over a day ago. */
export async function pruneLimits(db: SqlPort, now: Date): Promise<void> {
  await db.transaction((tx) => tx.query('DELETE FROM rate_limits WHERE updated_at < ?', [new Date(now.getTime() - 86_400_000).toISOString()]))
}
