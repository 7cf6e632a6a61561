import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { challengeDifficulty, leadingZeroBits, parseChallenge, solutionText } from './proofOfWork'
import { issueChallenge, verifyChallenge } from './signedChallenge'

const secret = 'test-secret-test-secret-test-secret-01'
const now = new Date('2026-06-01T10:00:00Z')
const salt = 'c2FsdHNhbHRzYWx0c2FsdA'
const purpose = 'accessibility-feedback' as const

/** The first nonce whose hash has `difficulty` leading zero bits, as the browser finds it. */
function solve(challenge: string, difficulty: number): string {
  for (let n = 0; ; n++) {
    const hash = createHash('sha256')
      .update(solutionText(challenge, String(n)))
      .digest()
    if (leadingZeroBits(hash) >= difficulty) return String(n)
  }
}

const issued = (difficulty = 8) => issueChallenge({ secret, purpose, salt, now, difficulty }).challenge
const check = (challenge: unknown, nonce: unknown, at = now, minDifficulty = 8) =>
  verifyChallenge({ secret, purpose, challenge, nonce, now: at, minDifficulty })

describe('leadingZeroBits', () => {
  it('counts the zero bits a hash begins with', () => {
    expect(leadingZeroBits(Uint8Array.of(0xff))).toBe(0)
    expect(leadingZeroBits(Uint8Array.of(0x01, 0xff))).toBe(7)
    expect(leadingZeroBits(Uint8Array.of(0x00, 0x10))).toBe(11)
    expect(leadingZeroBits(Uint8Array.of(0x00, 0x00))).toBe(16)
  })
})

describe('proof-of-work challenges', () => {
  it('issues a signed challenge for a purpose, valid for ten minutes at the default difficulty', () => {
    const answer = issueChallenge({ secret, purpose, salt, now })
    expect(answer).toMatchObject({ difficulty: challengeDifficulty, expiresAt: '2026-06-01T10:10:00.000Z' })
    expect(parseChallenge(answer.challenge)).toMatchObject({ purpose, difficulty: challengeDifficulty, salt })
  })

  it('accepts a solution once found, and answers the salt to spend and when it expires', () => {
    const challenge = issued()
    expect(check(challenge, solve(challenge, 8))).toEqual({ ok: true, salt, expiresAt: new Date('2026-06-01T10:10:00Z') })
  })

  it('refuses a missing, malformed or unsolved solution', () => {
    const challenge = issued()
    const nonce = solve(challenge, 8)
    expect(check(undefined, nonce)).toEqual({ ok: false, reason: 'malformed' })
    expect(check(challenge, undefined)).toEqual({ ok: false, reason: 'malformed' })
    expect(check(challenge, '12a')).toEqual({ ok: false, reason: 'malformed' })
    expect(check(challenge, 1)).toEqual({ ok: false, reason: 'malformed' })
    expect(check(`${challenge}x`, nonce)).toEqual({ ok: false, reason: 'malformed' })
    // A nonce whose hash does not start with the zero bits asked.
    const wrong = [...Array(50).keys()].map(String).find((n) => leadingZeroBits(createHash('sha256').update(solutionText(challenge, n)).digest()) < 8)
    expect(check(challenge, wrong)).toEqual({ ok: false, reason: 'work' })
  })

  it('refuses a challenge not signed with this secret, or changed after signing', () => {
    const other = issueChallenge({ secret: 'another-secret-another-secret-another', purpose, salt, now, difficulty: 8 }).challenge
    expect(check(other, solve(other, 8))).toEqual({ ok: false, reason: 'signature' })
    // An easier difficulty written into a real challenge breaks its signature.
    const easier = issued().replace('.8.', '.1.')
    expect(check(easier, solve(easier, 1))).toEqual({ ok: false, reason: 'signature' })
  })

  it('refuses an expired challenge, and one easier than today’s difficulty', () => {
    const challenge = issued()
    const nonce = solve(challenge, 8)
    expect(check(challenge, nonce, new Date('2026-06-01T10:10:00Z'))).toEqual({ ok: false, reason: 'expired' })
    expect(check(challenge, nonce, now, 9)).toEqual({ ok: false, reason: 'difficulty' })
    expect(check(challenge, nonce, new Date('2026-06-01T10:09:59Z'))).toMatchObject({ ok: true })
  })

  it('parses only its own shape', () => {
    expect(parseChallenge('v1.newsletter.1780308600000.8.c2FsdHNhbHRzYWx0c2FsdA.' + 'a'.repeat(43))).toBeNull()
    expect(parseChallenge(42)).toBeNull()
    expect(parseChallenge('x'.repeat(500))).toBeNull()
  })
})
