import 'server-only'
/**
 * Forgotten passwords (docs/behaviour.md#reset-password, docs/api.md#accounts): a request mails a one-hour, single-use link to
 * step 3 of the reset page; setting the new password signs the account out everywhere. Requests
 * answer the same whether the address has an account or not.
 */
import { passwordLength, passwordProblem, type ResetService } from '@/domain/accounts/accountForms'
import { localizedPath } from '@/domain/paths'
import { passwordResetEmail } from '@/server/mail/passwordResetEmail'
import type { AccountDeps, AccountResult } from './accountDeps'
import { customerByEmail, insertCode, revokeAllSessions, setPassword, useCode } from '@/server/db/customerStore'
import { hashPassword } from './passwords'
import { limited, limits, normalEmail, tooMany } from './guards'
import { digest, newToken } from './secrets'

const linkMinutes = 60

export async function requestReset(deps: AccountDeps, body: { email: string }, service: ResetService): Promise<AccountResult<{ sent: true }>> {
  const email = normalEmail(body.email)
  if (
    await limited(deps, [
      [`reset:${email}`, limits.resetAccount],
      [`reset:${deps.clientKey}`, limits.resetAddress],
    ])
  )
    return tooMany
  const customer = await customerByEmail(deps.db, email)
  if (customer) {
    const token = newToken()
    await deps.db.transaction((tx) =>
      insertCode(tx, customer.id, 'resetPassword', digest(token), new Date(deps.now.getTime() + linkMinutes * 60_000), deps.now),
    )
    const query = new URLSearchParams({ service, token, ...(service === 'legacy' ? { email } : {}) })
    await deps.sendMail(
      passwordResetEmail(customer.email, `${deps.siteUrl}${localizedPath('resetPassword', deps.locale)}?${query}`, deps.locale, deps.siteName),
    )
  }
  return { ok: true, value: { sent: true } }
}

export async function resetPassword(deps: AccountDeps, body: { token: string; password: string }): Promise<AccountResult<{ reset: true }>> {
  const { password } = body
  const problem = password.length < passwordLength.min ? 'minLength' : password.length > passwordLength.max ? 'maxLength' : passwordProblem(password)
  if (problem) return { ok: false, status: 400, message: problem, errors: [{ field: 'password', message: problem }] }
  const passwordHash = await hashPassword(password)
  const done = await deps.db.transaction(async (tx) => {
    const customerId = await useCode(tx, 'resetPassword', digest(body.token.trim()), deps.now)
    if (customerId === null) return false
    await setPassword(tx, customerId, passwordHash, deps.now)
    await revokeAllSessions(tx, customerId, deps.now)
    return true
  })
  if (!done) return { ok: false, status: 400, message: 'passwordFailed' }
  return { ok: true, value: { reset: true } }
}
