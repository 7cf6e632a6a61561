/**
 * Codes and tokens customers receive (verification and reset codes, refresh tokens). Only a SHA-256
 * of each is stored, so a leaked table cannot sign anyone in; compares are timing-safe.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { verificationPrefix } from '@/domain/accounts/verificationCode'

export const digest = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex')

export function sameDigest(secret: string, storedDigest: string): boolean {
  const a = Buffer.from(digest(secret), 'hex')
  const b = Buffer.from(storedDigest, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** An opaque token for cookies and links: 256 random bits, base64url. */
export const newToken = () => randomBytes(32).toString('base64url')

/** A verification code as the e-mail shows it: `ST1-` and six digits (what normalizeVerificationCode produces from any typing of it). */
export const newVerificationCode = () => `${verificationPrefix}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
