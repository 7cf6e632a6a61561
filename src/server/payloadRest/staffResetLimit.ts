import 'server-only'
import { hitLimit } from '@/server/accounts/rateLimit'
import { sql } from '@/server/db'
import type { Refusal } from './restGuard'

/** Reset mails per staff address, and requests per client, counted in the database so every process shares them. */
const perAddress = { max: 3, windowSeconds: 15 * 60 }
const perClient = { max: 10, windowSeconds: 60 * 60 }

/**
 * Staff password reset requests are limited here, before Payload starts the request's transaction.
 * Payload's own limit (`minRequestInterval`, switched off on Users) records the request outside that
 * transaction, which on SQLite waits for the transaction's own write lock and fails ("database is
 * locked"), so every reset answered 500. The count is per address, whether or not it has an account,
 * and per client, so nobody floods staff inboxes or tries addresses at will.
 */
export async function staffResetRefusal(data: unknown, client: string, now: Date): Promise<(Refusal & { retryAfterSeconds: number }) | null> {
  const email = (data as { email?: unknown } | undefined)?.email
  if (typeof email !== 'string' || !email.trim()) return null // Payload answers a missing address itself
  for (const [key, limit] of [
    [`staff-reset:${client}`, perClient],
    [`staff-reset:${email.trim().toLowerCase()}`, perAddress],
  ] as const) {
    const result = await hitLimit(sql(), key, limit, now)
    if (!result.allowed) return { status: 429, message: 'Too many password reset requests; try again later', retryAfterSeconds: result.retryAfterSeconds }
  }
  return null
}
