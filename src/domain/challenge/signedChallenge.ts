/**
 * Issuing and checking the proof-of-work challenges (docs/api.md#challenge). A challenge is signed
 * with an HMAC of the server's secret, so the server keeps nothing until one is spent: the caller
 * records each spent challenge (by its salt) until it expires and refuses it a second time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import {
  challengeDifficulty,
  challengeTtlMs,
  isNonce,
  meetsDifficulty,
  parseChallenge,
  solutionText,
  unsignedChallenge,
  type ChallengePurpose,
} from './proofOfWork'

// A label of its own, so this HMAC of the secret never equals one made for anything else.
const sign = (secret: string, signed: string) => createHmac('sha256', secret).update(`proof-of-work challenge\n${signed}`).digest('base64url')

/** A new challenge for `purpose`; `salt` is fresh randomness from the caller (base64url, 16–64 characters). */
export function issueChallenge(input: { secret: string; purpose: ChallengePurpose; salt: string; now: Date; difficulty?: number }) {
  const parts = {
    purpose: input.purpose,
    expiresAt: input.now.getTime() + challengeTtlMs,
    difficulty: input.difficulty ?? challengeDifficulty,
    salt: input.salt,
  }
  const signed = unsignedChallenge(parts)
  return { challenge: `${signed}.${sign(input.secret, signed)}`, difficulty: parts.difficulty, expiresAt: new Date(parts.expiresAt).toISOString() }
}

export type ChallengeRefusal = 'malformed' | 'signature' | 'purpose' | 'expired' | 'difficulty' | 'work'

/**
 * Whether `nonce` solves `challenge` for `purpose` now: a well-formed challenge with this server's
 * signature, for this form, not expired, asking at least today's difficulty, and a hash that meets
 * it. On success its salt (to spend it) and expiry (how long to remember that it was spent).
 */
export function verifyChallenge(input: {
  secret: string
  purpose: ChallengePurpose
  challenge: unknown
  nonce: unknown
  now: Date
  minDifficulty?: number
}): { ok: true; salt: string; expiresAt: Date } | { ok: false; reason: ChallengeRefusal } {
  const parsed = parseChallenge(input.challenge)
  if (!parsed || !isNonce(input.nonce)) return { ok: false, reason: 'malformed' }
  const expected = Buffer.from(sign(input.secret, parsed.signed), 'base64url')
  const given = Buffer.from(parsed.signature, 'base64url')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' }
  if (parsed.purpose !== input.purpose) return { ok: false, reason: 'purpose' }
  if (parsed.expiresAt <= input.now.getTime()) return { ok: false, reason: 'expired' }
  if (parsed.difficulty < (input.minDifficulty ?? challengeDifficulty)) return { ok: false, reason: 'difficulty' }
  const hash = createHash('sha256')
    .update(solutionText(input.challenge as string, input.nonce))
    .digest()
  if (!meetsDifficulty(hash, parsed.difficulty)) return { ok: false, reason: 'work' }
  return { ok: true, salt: parsed.salt, expiresAt: new Date(parsed.expiresAt) }
}
