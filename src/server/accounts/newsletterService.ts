import 'server-only'
/**
 * Newsletter subscription (docs/api.md#newsletter vm-communication/v1/newsletter/subscribe) with double opt-in, and
 * registration without a password at checkout (vm-customer/v2/registerWithoutPassword). The latter
 * creates an unverified account with no password: the verification e-mail follows, and a password
 * can be set through the reset flow.
 */
import { storedPhone } from '@/domain/accounts/accountForms'
import { localizedPath } from '@/domain/paths'
import { newsletterConfirmationEmail } from '@/server/mail/newsletterConfirmationEmail'
import type { AccountDeps, AccountResult } from './accountDeps'
import { insertNewCustomer, sendVerificationCode } from './authService'
import { updateProfile } from '@/server/db/customerStore'
import { limited, limits, normalEmail, tooMany } from './guards'
import { confirmSubscription, requestSubscription } from '@/server/db/newsletterStore'
import { digest, newToken } from './secrets'

export type NewsletterBody = { firstName: string; lastName: string; email: string }
export type PasswordlessBody = { email: string; firstName: string; lastName: string; phone: string; address: string; zip: string; city: string }

const confirmDays = 7

/**
 * A subscription request: nothing changes for the address until its owner confirms by the mailed
 * link, so nobody can sign up someone else. The answer is the same whether a mail went out or the
 * address had already confirmed, so it tells nobody who subscribes.
 */
export async function subscribe(deps: AccountDeps, body: NewsletterBody): Promise<AccountResult<{ subscribed: true }>> {
  const email = normalEmail(body.email)
  if (
    await limited(deps, [
      [`newsletter:${deps.clientKey}`, limits.newsletter],
      [`newsletter:${email}`, limits.newsletterAccount],
    ])
  )
    return tooMany
  const token = newToken()
  const request = { email, firstName: body.firstName.trim(), lastName: body.lastName.trim(), locale: deps.locale, source: 'newsletter' as const }
  const status = await deps.db.transaction((tx) =>
    requestSubscription(tx, request, { hash: digest(token), expiresAt: new Date(deps.now.getTime() + confirmDays * 86_400_000) }, deps.now),
  )
  if (status === 'pending') {
    const link = `${deps.siteUrl}${localizedPath('newsletter', deps.locale)}?token=${encodeURIComponent(token)}`
    await deps.sendMail(newsletterConfirmationEmail(email, link, deps.locale, deps.siteName))
  }
  return { ok: true, value: { subscribed: true } }
}

/** The mailed link's token, once: the subscription starts and, for a customer, the marketing consent. */
export async function confirmNewsletter(deps: AccountDeps, body: { token: string }): Promise<AccountResult<{ confirmed: true }>> {
  if (await limited(deps, [[`newsletter-confirm:${deps.clientKey}`, limits.verify]])) return tooMany
  const email = await deps.db.transaction((tx) => confirmSubscription(tx, digest(body.token), deps.now))
  return email ? { ok: true, value: { confirmed: true } } : { ok: false, status: 400, message: 'confirmationFailed' }
}

export async function registerWithoutPassword(deps: AccountDeps, body: PasswordlessBody): Promise<AccountResult<Record<string, never>>> {
  if (await limited(deps, [[`register:${deps.clientKey}`, limits.register]])) return tooMany
  const email = normalEmail(body.email)
  const phone = storedPhone(body.phone)
  const profile = {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    phone,
    address: body.address.trim(),
    zip: body.zip.trim(),
    city: body.city.trim(),
  }
  const id = await insertNewCustomer(deps, { email, phone, passwordHash: null, loyaltyMember: false }, (tx, customerId) =>
    updateProfile(tx, customerId, profile, deps.now),
  )
  if (typeof id !== 'number') return id
  await sendVerificationCode(deps, id, email)
  return { ok: true, status: 201, value: {} }
}
