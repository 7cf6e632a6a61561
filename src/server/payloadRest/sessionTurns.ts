import 'server-only'
import { sql } from '@/server/db'
import { lockKeys } from '@/server/db/sqlPort'

/**
 * The endpoints on which Payload rewrites a staff user's list of sessions: it reads the user, changes
 * the list and writes the whole list back. Two of them at once for one user each write back the list
 * they read, so one new session is lost; its token still verifies, yet every request with it is
 * anonymous, and the staff member is signed out the moment after signing in (payload#18132, open in
 * 3.90; clean-clone CI runs lost the browser tests' staff sessions to it).
 */
const rewritesSessions = new Set(['/login', '/logout', '/refresh-token', '/reset-password'])

export const rewritesStaffSessions = (endpointPath: string | undefined) => endpointPath !== undefined && rewritesSessions.has(endpointPath)

let queue: Promise<unknown> = Promise.resolve()

/**
 * Runs such a request when no other is running: one at a time in this process, and on PostgreSQL one
 * at a time across processes too (an advisory lock held while Payload answers, on our own pool, so
 * Payload's connections are never waited on). Staff sign-ins are few, so taking turns costs nothing
 * anyone notices. SQLite with several processes is not covered: its production setup is PostgreSQL.
 */
export function inTurn<T>(answer: () => Promise<T>): Promise<T> {
  const db = sql()
  const run = () => (db.dialect === 'postgres' ? db.transaction(async (tx) => (await lockKeys(tx, ['payload-staff-sessions']), answer())) : answer())
  const next = queue.then(run)
  queue = next.catch(() => undefined)
  return next
}
