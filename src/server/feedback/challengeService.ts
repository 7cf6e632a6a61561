import 'server-only'
/**
 * The self-hosted proof-of-work challenge of the visitor forms (docs/api.md#challenge): issued
 * signed, checked and spent once. Spent challenges are remembered in the rate-limit table (one row
 * per challenge, pruned with the counters a day later, long after the challenge expired).
 */
import { randomBytes } from 'node:crypto'
import { isChallengePurpose, type ChallengePurpose } from '@/domain/challenge/proofOfWork'
import { issueChallenge, verifyChallenge } from '@/domain/challenge/signedChallenge'
import { hit } from '@/server/db/rateLimitStore'
import type { ServiceResult } from '@/server/http/serviceResult'
import type { FeedbackDeps } from './feedbackDeps'

export type ChallengeAnswer = { challenge: string; difficulty: number; expiresAt: string }

export function newChallenge(deps: Pick<FeedbackDeps, 'secret' | 'now'>, query: { purpose: string }): ServiceResult<ChallengeAnswer, 400> {
  if (!isChallengePurpose(query.purpose)) return { ok: false, status: 400, message: 'Unknown purpose', field: 'purpose' }
  return { ok: true, value: issueChallenge({ secret: deps.secret, purpose: query.purpose, salt: randomBytes(16).toString('base64url'), now: deps.now }) }
}

/**
 * Whether the body's solution is good for `purpose`, spending it: true once per challenge. The spend
 * is one upsert, so two requests racing with the same solution count 1 and 2, and only one passes.
 */
export async function spendChallenge(
  deps: Pick<FeedbackDeps, 'db' | 'secret' | 'now'>,
  purpose: ChallengePurpose,
  challenge: unknown,
  nonce: unknown,
): Promise<boolean> {
  const verified = verifyChallenge({ secret: deps.secret, purpose, challenge, nonce, now: deps.now })
  if (!verified.ok) return false
  const uses = await deps.db.transaction((tx) => hit(tx, `challenge:${verified.salt}`, String(verified.expiresAt.getTime()), deps.now))
  return uses === 1
}
