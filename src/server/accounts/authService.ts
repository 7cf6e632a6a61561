import 'server-only'
/**
 * Registration, e-mail verification, sign-in, refresh and sign-out (docs/behaviour.md#login, docs/api.md#accounts, docs/messages.md#accounts
 * registration codes). Passwords are argon2id; codes and refresh tokens are stored hashed; every
 * entry point is rate limited per account and per address through the database.
 */
import type { ExistsResponse, LoginResponse, RefreshResponse, VerifyResponse } from '@/domain/accounts/api'
import { loginSchema, registrationSchema, storedPhone } from '@/domain/accounts/accountForms'
import { registrationConflictCode } from '@/domain/accounts/registrationErrors'
import { normalizeVerificationCode } from '@/domain/accounts/verificationCode'
import { localizedPath } from '@/domain/paths'
import { verificationEmail } from '@/server/mail/verificationEmail'
import { isUniqueViolation, type SqlTx } from '@/server/db/sqlPort'
import type { AccountDeps, AccountResult } from './accountDeps'
import {
  customerByEmail,
  customerById,
  insertCode,
  insertCustomer,
  markVerified,
  phoneInUse,
  accountViewOf,
  useCode,
  voidCodes,
  wrongCodeTried,
  type NewCustomer,
} from '@/server/db/customerStore'
import { confirmRegistrationSubscription, isSubscribed, requestSubscription } from '@/server/db/newsletterStore'
import type { Limit } from './rateLimit'
import { hashPassword, verifyPassword } from './passwords'
import { limited, limits, normalEmail, parseForm, tooMany } from './guards'
import { clearedCookies, endSession, rotateSession, startSession } from './sessions'
import { digest, newToken, newVerificationCode } from './secrets'

const codeHours = 24
/** Wrong typed codes an account's live codes survive; then they are void and a new one must be sent. */
export const wrongCodesAllowed = 5

/**
 * A typed code is six digits: it counts only together with its account, so its stored digest binds
 * the two. The mailed link carries a token of its own, long enough to need no account.
 */
const typedCodeDigest = (customerId: number, code: string) => digest(`${customerId}:${code}`)

export async function sendVerificationCode(deps: AccountDeps, customerId: number, email: string) {
  const code = newVerificationCode()
  const linkToken = newToken()
  const expiresAt = new Date(deps.now.getTime() + codeHours * 3_600_000)
  await deps.db.transaction(async (tx) => {
    // Only the newest code and link work: a guess is tried against one code, not every one ever sent.
    await voidCodes(tx, customerId, ['verifyEmail', 'verifyLink'], deps.now)
    await insertCode(tx, customerId, 'verifyEmail', typedCodeDigest(customerId, code), expiresAt, deps.now)
    await insertCode(tx, customerId, 'verifyLink', digest(linkToken), expiresAt, deps.now)
  })
  const link = `${deps.siteUrl}${localizedPath('registration', deps.locale)}?mode=verifyEmail&oobCode=${encodeURIComponent(linkToken)}`
  await deps.sendMail(verificationEmail(email, code, link, deps.locale, deps.siteName))
}

export async function accountExists(deps: AccountDeps, body: { email: string }): Promise<AccountResult<ExistsResponse>> {
  if (await limited(deps, [[`exists:${deps.clientKey}`, limits.exists]])) return tooMany
  return { ok: true, value: { account: { exists: (await customerByEmail(deps.db, body.email)) !== null } } }
}

/** docs/messages.md#accounts: 409 with 5000, 5001 or 5002 when the e-mail, the phone or both already have an account. */
export async function registrationConflict(deps: AccountDeps, email: string, phone: string): Promise<AccountResult<never> | null> {
  const code = registrationConflictCode({ email: (await customerByEmail(deps.db, email)) !== null, phone: await phoneInUse(deps.db, phone) })
  return code === null ? null : { ok: false, status: 409, message: 'registrationConflict', extendedErrorCode: code }
}

/**
 * A new customer (subscribed to the newsletter if the address already confirmed that), or the 409
 * of docs/messages.md#accounts when the e-mail is taken, also by a registration of the same address that got in first
 * a moment ago: the unique e-mail index decides that race.
 */
export async function insertNewCustomer(
  deps: AccountDeps,
  customer: Omit<NewCustomer, 'marketingStatus'>,
  more?: (tx: SqlTx, id: number) => Promise<void>,
): Promise<number | AccountResult<never>> {
  const phone = customer.phone ?? ''
  const conflict = await registrationConflict(deps, customer.email, phone)
  if (conflict) return conflict
  try {
    return await deps.db.transaction(async (tx) => {
      const id = await insertCustomer(tx, { ...customer, marketingStatus: await isSubscribed(tx, customer.email) }, deps.now)
      await more?.(tx, id)
      return id
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return (await registrationConflict(deps, customer.email, phone)) ?? { ok: false, status: 409, message: 'registrationConflict', extendedErrorCode: 5000 }
  }
}

/**
 * The registration form, or the plain `{ email, password }` call of api/v2/register: the repeated password is
 * checked when it is sent, and the two opt-ins default to no.
 */
const withApiDefaults = (body: unknown) =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? { optInNewsletter: false, friends: false, confirmPassword: (body as { password?: unknown }).password, ...body }
    : body

export async function register(deps: AccountDeps, body: unknown): Promise<AccountResult<Record<string, never>>> {
  const parsed = parseForm(registrationSchema, withApiDefaults(body))
  if (!parsed.ok) return parsed
  const form = parsed.value
  if (await limited(deps, [[`register:${deps.clientKey}`, limits.register]])) return tooMany
  const email = normalEmail(form.email)
  const phone = storedPhone(form.phone)
  const passwordHash = await hashPassword(form.password)
  // The newsletter opt-in counts once the address is verified: until then it is only a request.
  const id = await insertNewCustomer(deps, { email, phone, passwordHash, loyaltyMember: form.friends }, async (tx) => {
    if (form.optInNewsletter)
      await requestSubscription(tx, { email, firstName: '', lastName: '', locale: deps.locale, company: false, source: 'registration' }, null, deps.now)
  })
  if (typeof id !== 'number') return id
  await sendVerificationCode(deps, id, email)
  return { ok: true, status: 201, value: {} }
}

const verificationFailed = { ok: false as const, status: 400 as const, message: 'verificationFailed' }

/** Marks the account verified, voids its other codes and lets a newsletter opt-in made with it count. */
async function verified(tx: SqlTx, deps: AccountDeps, customerId: number) {
  await markVerified(tx, customerId, deps.now)
  await voidCodes(tx, customerId, ['verifyEmail', 'verifyLink'], deps.now)
  const customer = await customerById(tx, customerId)
  if (customer) await confirmRegistrationSubscription(tx, customer.email, deps.now)
}

/**
 * E-mail verification (docs/behaviour.md#registration): a typed code together with the e-mail it was sent to, or the
 * mailed link's token alone. Wrong typed codes count against the account and, after
 * `wrongCodesAllowed` of them, void its live codes: six digits cannot be guessed in five tries.
 * A verified address signs the customer in (docs/accounts.md#verifying-signs-in): the single-use code
 * proves the mailbox as a password would, so asking for the password next is a step for nothing.
 */
export async function verifyEmail(deps: AccountDeps, body: { code: string; email?: string }): Promise<AccountResult<VerifyResponse>> {
  const email = body.email ? normalEmail(body.email) : null
  const checks: [string, Limit][] = [
    [`verify:${deps.clientKey}`, limits.verify],
    ...(email ? [[`verify:${email}`, limits.verifyAccount] as [string, Limit]] : []),
  ]
  if (await limited(deps, checks)) return tooMany
  let id: number | null
  if (!email) {
    if (body.code.length < linkTokenMinLength) return verificationFailed
    id = await deps.db.transaction(async (tx) => {
      const found = await useCode(tx, 'verifyLink', digest(body.code), deps.now)
      if (found !== null) await verified(tx, deps, found)
      return found
    })
  } else {
    const customer = await customerByEmail(deps.db, email)
    if (!customer) return verificationFailed
    id = await deps.db.transaction(async (tx) => {
      const found = await useCode(tx, 'verifyEmail', typedCodeDigest(customer.id, normalizeVerificationCode(body.code)), deps.now)
      if (found === null) {
        await wrongCodeTried(tx, customer.id, wrongCodesAllowed, deps.now)
        return null
      }
      await verified(tx, deps, found)
      return found
    })
  }
  const customer = id === null ? null : await customerById(deps.db, id)
  if (!customer) return verificationFailed
  return {
    ok: true,
    value: { verified: true, isHomeOwner: customer.isHomeOwner, user: accountViewOf(customer) },
    cookies: await startSession(deps, customer.id),
  }
}

/** A link token is 43 characters (256 bits, base64url); anything shorter is a typed code without its account. */
const linkTokenMinLength = 32

/** Always answers the same, so it tells nobody whether an address has an unverified account. */
export async function resendCode(deps: AccountDeps, body: { email: string }): Promise<AccountResult<{ sent: true }>> {
  const email = normalEmail(body.email)
  if (
    await limited(deps, [
      [`resend:${email}`, limits.resendAccount],
      [`resend:${deps.clientKey}`, limits.register],
    ])
  )
    return tooMany
  const customer = await customerByEmail(deps.db, email)
  if (customer && !customer.isEmailVerified) await sendVerificationCode(deps, customer.id, customer.email)
  return { ok: true, value: { sent: true } }
}

export async function login(deps: AccountDeps, body: unknown): Promise<AccountResult<LoginResponse>> {
  const parsed = parseForm(loginSchema, body)
  if (!parsed.ok) return parsed
  const form = parsed.value
  const email = normalEmail(form.email)
  if (
    await limited(deps, [
      [`login:${email}`, limits.loginAccount],
      [`login:${deps.clientKey}`, limits.loginAddress],
    ])
  )
    return tooMany
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
