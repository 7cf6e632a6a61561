import 'server-only'
/**
 * Registration, e-mail verification, sign-in, refresh and sign-out (spec §4 "Login", §7, §8
 * registration codes). Passwords are argon2id; codes and refresh tokens are stored hashed; every
 * entry point is rate limited per account and per address through the database.
 */
import type { ExistsResponse, LoginResponse, RefreshResponse } from '@/domain/accounts/api'
import { formErrors, loginSchema, registrationSchema, storedPhone } from '@/domain/accounts/accountForms'
import { registrationConflictCode } from '@/domain/accounts/registrationErrors'
import { normalizeVerificationCode } from '@/domain/accounts/verificationCode'
import { localizedPath } from '@/domain/paths'
import { verificationEmail } from '@/server/mail/verificationEmail'
import type { AccountDeps, AccountResult } from './accountDeps'
import { customerByEmail, customerById, insertCode, insertCustomer, markVerified, phoneInUse, accountViewOf, useCode } from './customerStore'
import { hashPassword, verifyPassword } from './passwords'
import { invalid, limited, limits, normalEmail, tooMany } from './guards'
import { clearedCookies, endSession, rotateSession, startSession } from './sessions'
import { digest, newVerificationCode } from './secrets'

const codeHours = 24

export async function sendVerificationCode(deps: AccountDeps, customerId: number, email: string) {
  const code = newVerificationCode()
  await deps.db.transaction((tx) => insertCode(tx, customerId, 'verifyEmail', digest(code), new Date(deps.now.getTime() + codeHours * 3_600_000), deps.now))
  const link = `${deps.siteUrl}${localizedPath('registration', deps.locale)}?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`
  await deps.sendMail(verificationEmail(email, code, link, deps.locale, deps.siteName))
}

export async function accountExists(deps: AccountDeps, body: { email: string }): Promise<AccountResult<ExistsResponse>> {
  if (await limited(deps, [[`exists:${deps.clientKey}`, limits.exists]])) return tooMany
  return { ok: true, value: { account: { exists: (await customerByEmail(deps.db, body.email)) !== null } } }
}

/** Spec §8: 409 with 5000, 5001 or 5002 when the e-mail, the phone or both already have an account. */
export async function registrationConflict(deps: AccountDeps, email: string, phone: string): Promise<AccountResult<never> | null> {
  const code = registrationConflictCode({ email: (await customerByEmail(deps.db, email)) !== null, phone: await phoneInUse(deps.db, phone) })
  return code === null ? null : { ok: false, status: 409, message: 'registrationConflict', extendedErrorCode: code }
}

export async function register(deps: AccountDeps, body: unknown): Promise<AccountResult<Record<string, never>>> {
  const refused = invalid(formErrors(registrationSchema, body))
  if (refused) return refused
  const form = registrationSchema.parse(body)
  if (await limited(deps, [[`register:${deps.clientKey}`, limits.register]])) return tooMany
  const email = normalEmail(form.email)
  const phone = storedPhone(form.phone)
  const conflict = await registrationConflict(deps, email, phone)
  if (conflict) return conflict
  const passwordHash = await hashPassword(form.password)
  const id = await deps.db.transaction((tx) => insertCustomer(tx, { email, phone, passwordHash, marketingStatus: form.optInNewsletter, loyaltyMember: form.friends }, deps.now))
  await sendVerificationCode(deps, id, email)
  return { ok: true, status: 201, value: {} }
}

export async function verifyEmail(deps: AccountDeps, body: { code: string }): Promise<AccountResult<{ verified: true }>> {
  if (await limited(deps, [[`verify:${deps.clientKey}`, limits.verify]])) return tooMany
  const customerId = await deps.db.transaction(async (tx) => {
    const id = await useCode(tx, 'verifyEmail', digest(normalizeVerificationCode(body.code)), deps.now)
    if (id !== null) await markVerified(tx, id, deps.now)
    return id
  })
  if (customerId === null) return { ok: false, status: 400, message: 'verificationFailed' }
  return { ok: true, value: { verified: true } }
}

/** Always answers the same, so it tells nobody whether an address has an unverified account. */
export async function resendCode(deps: AccountDeps, body: { email: string }): Promise<AccountResult<{ sent: true }>> {
  const email = normalEmail(body.email)
  if (await limited(deps, [[`resend:${email}`, limits.resendAccount], [`resend:${deps.clientKey}`, limits.register]])) return tooMany
  const customer = await customerByEmail(deps.db, email)
  if (customer && !customer.isEmailVerified) await sendVerificationCode(deps, customer.id, customer.email)
  return { ok: true, value: { sent: true } }
}

export async function login(deps: AccountDeps, body: unknown): Promise<AccountResult<LoginResponse>> {
  const refused = invalid(formErrors(loginSchema, body))
  if (refused) return refused
  const form = loginSchema.parse(body)
  const email = normalEmail(form.email)
  if (await limited(deps, [[`login:${email}`, limits.loginAccount], [`login:${deps.clientKey}`, limits.loginAddress]])) return tooMany
  const customer = await customerByEmail(deps.db, email)
  // The same answer, and a hash computed either way, whether the account exists or not.
  const stored = customer?.passwordHash ?? '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$YWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWE'
  const matches = await verifyPassword(stored, form.password)
  if (!customer || !matches) return { ok: false, status: 401, message: 'loginFailed' }
  if (!customer.isEmailVerified) return { ok: true, value: { isHomeOwner: false, message: 'unverified' } }
  return { ok: true, value: { isHomeOwner: customer.isHomeOwner, user: accountViewOf(customer) }, cookies: await startSession(deps, customer.id) }
}

export async function refresh(deps: AccountDeps, refreshToken: string | undefined): Promise<AccountResult<RefreshResponse>> {
  const rotation = await rotateSession(deps, refreshToken)
  if (!rotation.ok) return { ok: false, status: 401, message: `refresh:${rotation.reason}`, cookies: clearedCookies }
  const customer = await customerById(deps.db, rotation.customerId)
  if (!customer) return { ok: false, status: 401, message: 'refresh:unknown', cookies: clearedCookies }
  return { ok: true, value: { isHomeOwner: customer.isHomeOwner }, cookies: rotation.cookies }
}

export async function logout(deps: AccountDeps, refreshToken: string | undefined): Promise<AccountResult<{ loggedOut: true }>> {
  await endSession(deps, refreshToken)
  return { ok: true, value: { loggedOut: true }, cookies: clearedCookies }
}
