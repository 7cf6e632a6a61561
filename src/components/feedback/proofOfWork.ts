/**
 * The browser's half of the forms' proof-of-work (docs/forms.md#spam-protection): fetch a challenge
 * and find its nonce with Web Crypto's SHA-256. Hashes go in batches with a pause between them, so
 * the page keeps answering input while it works (about a second on a phone).
 */
import { meetsDifficulty, solutionText, type ChallengePurpose } from '@/domain/challenge/proofOfWork'

export type Solution = { challenge: string; nonce: string; expiresAt: number }

const batch = 256

export async function solve(challenge: string, difficulty: number): Promise<string> {
  const encoder = new TextEncoder()
  for (let start = 0; ; start += batch) {
    const hashes = await Promise.all(
      Array.from({ length: batch }, (_, i) => crypto.subtle.digest('SHA-256', encoder.encode(solutionText(challenge, String(start + i))))),
    )
    const found = hashes.findIndex((hash) => meetsDifficulty(new Uint8Array(hash), difficulty))
    if (found >= 0) return String(start + found)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
}

/** A fresh challenge for `purpose`, solved. Throws when the challenge cannot be had. */
export async function solvedChallenge(purpose: ChallengePurpose): Promise<Solution> {
  const response = await fetch(`/proxy/vm-communication/v1/challenge?purpose=${purpose}`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`challenge: ${response.status}`)
  const { challenge, difficulty, expiresAt } = (await response.json()) as { challenge: string; difficulty: number; expiresAt: string }
  return { challenge, nonce: await solve(challenge, difficulty), expiresAt: Date.parse(expiresAt) }
}
