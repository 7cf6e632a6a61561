/**
 * The proof-of-work challenge of the visitor forms (docs/api.md#challenge): what a challenge looks
 * like and when a solution meets it. Shared by the server, which issues and checks challenges
 * (signedChallenge.ts), and the browser, which solves them; so nothing here needs Node.
 *
 * A challenge is one string, `v1.<purpose>.<expiresAt ms>.<difficulty>.<salt>.<signature>`. A
 * solution is a nonce (decimal digits) such that SHA-256 of `<challenge>:<nonce>` begins with at
 * least `difficulty` zero bits: on average 2^difficulty hashes to find, one to check.
 */

export const challengeVersion = 'v1'

/** What the challenge is for: a solution for one form is refused by another. */
export const challengePurposes = ['accessibility-feedback'] as const
export type ChallengePurpose = (typeof challengePurposes)[number]

export const isChallengePurpose = (value: unknown): value is ChallengePurpose => (challengePurposes as readonly unknown[]).includes(value)

/**
 * Leading zero bits asked of a hash. 15 bits is 32,768 hashes on average: about 0.25 s in headless
 * Chromium on our two-core test machine (~130,000 Web Crypto hashes a second) and about a second on a
 * mid-range phone, a few times slower (docs/forms.md#spam-protection). Raising it by one doubles the
 * work.
 */
export const challengeDifficulty = 15

/** How long a challenge may be solved and sent: long enough to write the feedback after it was fetched. */
export const challengeTtlMs = 10 * 60_000

/** The longest nonce accepted: 2^53 written out is 16 digits. */
export const maxNonceLength = 16

export type ChallengeParts = { purpose: ChallengePurpose; expiresAt: number; difficulty: number; salt: string }
export type ParsedChallenge = ChallengeParts & { signed: string; signature: string }

/** The signed part of a challenge: everything but the signature. */
export const unsignedChallenge = (parts: ChallengeParts) =>
  [challengeVersion, parts.purpose, String(parts.expiresAt), String(parts.difficulty), parts.salt].join('.')

const shape = /^v1\.([a-z-]{1,40})\.(\d{13})\.(\d{1,2})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/

/** A challenge string's parts, or null when it is not one (a signature is 32 bytes in base64url). */
export function parseChallenge(text: unknown): ParsedChallenge | null {
  if (typeof text !== 'string' || text.length > 200) return null
  const match = shape.exec(text)
  if (!match) return null
  const [, purpose, expiresAt, difficulty, salt, signature] = match
  if (!isChallengePurpose(purpose)) return null
  const parts = { purpose, expiresAt: Number(expiresAt), difficulty: Number(difficulty), salt }
  return { ...parts, signed: unsignedChallenge(parts), signature }
}

/** What is hashed for a nonce. */
export const solutionText = (challenge: string, nonce: string) => `${challenge}:${nonce}`

export const isNonce = (value: unknown): value is string => typeof value === 'string' && value.length <= maxNonceLength && /^\d+$/.test(value)

/** How many zero bits a hash begins with. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8
      continue
    }
    return bits + Math.clz32(byte) - 24
  }
  return bits
}

export const meetsDifficulty = (hash: Uint8Array, difficulty: number) => leadingZeroBits(hash) >= difficulty
