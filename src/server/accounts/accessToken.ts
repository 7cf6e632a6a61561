/**
 * The short-lived access cookie (docs/accounts.md#sessions): the customer id, the sign-in it belongs to (the
 * refresh-token family) and an expiry, HMAC-signed with a key derived from the app secret. Nothing
 * in it is secret; it proves who signed in, and the caller checks that the sign-in still stands, so
 * a sign-out or a new password ends it at once rather than within 15 minutes.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export const accessSeconds = 15 * 60

const keyOf = (secret: string) => createHash('sha256').update(`customer-access:${secret}`).digest()
const sign = (payload: string, secret: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url')

export type AccessClaims = { customerId: number; family: string }

export function issueAccessToken({ customerId, family }: AccessClaims, secret: string, now: Date): string {
  const payload = Buffer.from(JSON.stringify({ sub: customerId, sid: family, exp: Math.floor(now.getTime() / 1000) + accessSeconds })).toString('base64url')
  return `${payload}.${sign(payload, secret)}`
}

/** The customer and sign-in, or null when the token is malformed, forged or expired. */
export function readAccessToken(token: string | undefined, secret: string, now: Date): AccessClaims | null {
  const [payload, signature] = (token ?? '').split('.')
  if (!payload || !signature) return null
  const expected = Buffer.from(sign(payload, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const { sub, sid, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: unknown; sid: unknown; exp: unknown }
    if (typeof sub !== 'number' || typeof sid !== 'string' || typeof exp !== 'number' || exp * 1000 <= now.getTime()) return null
    return { customerId: sub, family: sid }
  } catch {
    return null
  }
}
