import 'server-only'
import { hitLimit } from '@/server/accounts/rateLimit'
import { sql } from '@/server/db'
import type { Refusal } from './restGuard'

/** Reset mails per staff address and window, counted in the database so every process shares them. */
const limit = { max: 3, windowSeconds: 15 * 60 }

/**
 * Staff password reset requests are limited here, before Payload starts the request's transaction.
 * Payload's own limit (`minRequestInterval`, switched off on Users) records the request outside that
 * transaction, which on SQLite waits for the transaction's own write lock and fails ("database is
 * locked"), so every reset answered 500. The count is per address, whether or not it has an account.
 */
export async function staffResetRefusal(data: unknown, now: Date): Promise<(Refusal & { retryAfterSeconds: number }) | null> {
  const email = (data as { email?: unknown } | undefined)?.email
  if (typeof email !== 'string' || !email.trim()) return null // Payload answers a missing address itself
  const result = await hitLimit(sql(), `staff-reset:${email.trim().toLowerCase()}`, limit, now)
  if (result.allowed) return null
  return { status: 429, message: 'Too many password reset requests for this address; try again later', retryAfterSeconds: result.retryAfterSeconds }
}
