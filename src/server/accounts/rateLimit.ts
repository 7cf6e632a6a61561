/**
 * Fixed-window attempt counters in the database, so every app process shares them (issue 5: sign-in,
 * account-exists, registration and reset requests, per account and per address).
 */
import type { SqlPort } from '@/server/db/sqlPort'
import { countPrefixed, deleteLimitsBefore, hit, hitPrefixed } from '@/server/db/rateLimitStore'

export type Limit = { max: number; windowSeconds: number }
export type LimitResult = { allowed: boolean; retryAfterSeconds: number }

const windowOf = (seconds: number, now: Date) => Math.floor(now.getTime() / (seconds * 1000))

export async function hitLimit(db: SqlPort, key: string, limit: Limit, now: Date): Promise<LimitResult> {
  const windowIndex = windowOf(limit.windowSeconds, now)
  const hits = await db.transaction((tx) => hit(tx, key, String(windowIndex), now))
  const retryAfterSeconds = Math.ceil(((windowIndex + 1) * limit.windowSeconds * 1000 - now.getTime()) / 1000)
  return { allowed: hits <= limit.max, retryAfterSeconds: hits <= limit.max ? 0 : retryAfterSeconds }
}

/**
 * How many different things were tried under a key in the window (discount codes a client guessed):
 * trying the same one again does not count twice. `item` is recorded first when given; a burst of
 * recording calls of one key counts one by one.
 */
export async function distinctTries(db: SqlPort, key: string, item: string | null, windowSeconds: number, now: Date): Promise<number> {
  const windowIndex = String(windowOf(windowSeconds, now))
  // Each item is a row of its own named `key/item`.
  const prefix = `${key}/`
  return item === null ? countPrefixed(db, prefix, windowIndex) : hitPrefixed(db, prefix, item, windowIndex, now)
}

/** Drops counters of windows that ended over a day ago. */
export async function pruneLimits(db: SqlPort, now: Date): Promise<void> {
  await deleteLimitsBefore(db, new Date(now.getTime() - 86_400_000))
}
