import 'server-only'
/**
 * Sign-in sessions (docs/accounts.md#sessions): a 15-minute signed access cookie and a 30-day opaque refresh
 * cookie stored hashed. Refreshing rotates the refresh token; presenting a used one again means it
 * was copied, so every token of that sign-in is revoked.
 */
import { randomUUID } from 'node:crypto'
import { accessSeconds, issueAccessToken } from './accessToken'
import type { AccountDeps, CookieChange } from './accountDeps'
import { familyLive, insertSession, revokeFamily, sessionByHash, useSession } from '@/server/db/customerStore'
import { digest, newToken } from './secrets'

export const refreshSeconds = 30 * 24 * 60 * 60

async function issue(deps: AccountDeps, customerId: number, family: string): Promise<CookieChange[]> {
  const token = newToken()
  await deps.db.transaction((tx) => insertSession(tx, customerId, digest(token), family, new Date(deps.now.getTime() + refreshSeconds * 1000), deps.now))
  return [
    { name: 'access', value: issueAccessToken({ customerId, family }, deps.secret, deps.now), maxAge: accessSeconds },
    { name: 'refresh', value: token, maxAge: refreshSeconds },
    { name: 'signedIn', value: '1', maxAge: refreshSeconds },
  ]
}

/** A new sign-in: a new session family. */
export const startSession = (deps: AccountDeps, customerId: number) => issue(deps, customerId, randomUUID())

export const clearedCookies: CookieChange[] = [
  { name: 'access', value: null, maxAge: 0 },
  { name: 'refresh', value: null, maxAge: 0 },
  { name: 'signedIn', value: null, maxAge: 0 },
]

export type Rotation = { ok: true; customerId: number; cookies: CookieChange[] } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' }

export async function rotateSession(deps: AccountDeps, refreshToken: string | undefined): Promise<Rotation> {
  if (!refreshToken) return { ok: false, reason: 'unknown' }
  const session = await sessionByHash(deps.db, digest(refreshToken))
  if (!session) return { ok: false, reason: 'unknown' }
  if (session.revokedAt) return { ok: false, reason: 'revoked' }
  if (new Date(session.expiresAt) <= deps.now) return { ok: false, reason: 'expired' }
  const first = await deps.db.transaction(async (tx) => {
    if (await useSession(tx, session.id, deps.now)) return true
    await revokeFamily(tx, session.family, deps.now)
    return false
  })
  if (!first) return { ok: false, reason: 'reused' }
  return { ok: true, customerId: session.customerId, cookies: await issue(deps, session.customerId, session.family) }
}

/** Whether a sign-in still stands: not signed out, and not ended by a new password. */
export async function sessionLive(deps: AccountDeps, family: string): Promise<boolean> {
  return familyLive(deps.db, family, deps.now)
}

/** Sign-out: the refresh token's whole sign-in stops working on the server, not only in this browser. */
export async function endSession(deps: AccountDeps, refreshToken: string | undefined) {
  if (!refreshToken) return
  const session = await sessionByHash(deps.db, digest(refreshToken))
  if (session) await deps.db.transaction((tx) => revokeFamily(tx, session.family, deps.now))
}
