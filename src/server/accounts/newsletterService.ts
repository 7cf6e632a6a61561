import 'server-only'
/**
 * Newsletter subscription (docs/api.md#newsletter vm-communication/v1/newsletter/subscribe) with double opt-in and
 * its unsubscribe link, and registration without a password at checkout
 * (vm-customer/v2/registerWithoutPassword). The latter creates an unverified account with no
 * password: the verification e-mail follows, and a password can be set through the reset flow.
 */
import { storedPhone } from '@/domain/accounts/accountForms'
import type { NewsletterRequest } from '@/domain/accounts/api'
import { localizedPath } from '@/domain/paths'
import { newsletterConfirmationEmail } from '@/server/mail/newsletterConfirmationEmail'
import type { AccountDeps, AccountResult } from './accountDeps'
import { insertNewCustomer, sendVerificationCode } from './authService'
import { updateProfile } from '@/server/db/customerStore'
import { limited, limits, normalEmail, tooMany } from './guards'
import { confirmSubscription, requestSubscription, unsubscribe, type SubscriptionRequest } from '@/server/db/newsletterStore'
import { digest, newToken } from './secrets'
import { unsubscribeLinks, validUnsubscribeToken } from './unsubscribeLink'

export type PasswordlessBody = { email: string; firstName: string; lastName: string; phone: string; address: string; zip: string; city: string }

const confirmDays = 7

/**
 * Records a request and mails the confirmation link when the address has not confirmed already.
 * Nothing changes for the address until its owner follows the link, so nobody can sign up someone
 * else. False when the address has had its confirmation mails for the hour.
 */
export async function requestNewsletter(deps: AccountDeps, request: Omit<SubscriptionRequest, 'locale'>): Promise<boolean> {
  const email = normalEmail(request.email)
  if (await limited(deps, [[`newsletter:${email}`, limits.newsletterAccount]])) return false
  const token = newToken()
  const expiresAt = new Date(deps.now.getTime() + confirmDays * 86_400_000)
  const status = await deps.db.transaction((tx) =>
    requestSubscription(tx, { ...request, email, locale: deps.locale }, { hash: digest(token), expiresAt }, deps.now),
  )
  if (status === 'pending') {
    const link = `${deps.siteUrl}${localizedPath('newsletter', deps.locale)}?token=${encodeURIComponent(token)}`
    await deps.sendMail(newsletterConfirmationEmail(email, link, deps.locale, deps.siteName, unsubscribeLinks(deps.siteUrl, deps.secret, email, deps.locale)))
  }
  return true
}

/**
 * A subscription request (docs/api.md#newsletter). The answer is the same whether a mail went out
 * or the address had already confirmed, so it tells nobody who subscribes.
 */
export async function subscribe(deps: AccountDeps, body: NewsletterRequest): Promise<AccountResult<{ subscribed: true }>> {
  if (await limited(deps, [[`newsletter:${deps.clientKey}`, limits.newsletter]])) return tooMany
  const request = { email: body.email, firstName: body.firstName.trim(), lastName: body.lastName.trim(), company: body.company, source: body.source }
  return (await requestNewsletter(deps, request)) ? { ok: true, value: { subscribed: true } } : tooMany
}

/** The mailed link's token, once: the subscription starts and, for a customer, the marketing consent. */
export async function confirmNewsletter(deps: AccountDeps, body: { token: string }): Promise<AccountResult<{ confirmed: true }>> {
  if (await limited(deps, [[`newsletter-confirm:${deps.clientKey}`, limits.verify]])) return tooMany
  const email = await deps.db.transaction((tx) => confirmSubscription(tx, digest(body.token), deps.now))
  return email ? { ok: true, value: { confirmed: true } } : { ok: false, status: 400, message: 'confirmationFailed' }
}

/** Ends the address's subscription and its customer's marketing consent at once. */
export const endNewsletter = (deps: AccountDeps, email: string) => deps.db.transaction((tx) => unsubscribe(tx, normalEmail(email), deps.now))

/**
 * The unsubscribe link (docs/accounts.md#unsubscribing): a POST with the mail's token, from the mail
 * app's one-click button or the page's, ends the subscription; no cookie or session is needed.
 * Unsubscribing twice answers the same. Only wrong tokens count against the client: a mail
 * provider's servers post many people's one-click unsubscribes from few addresses.
 */
export async function unsubscribeByLink(deps: AccountDeps, input: { email: string; token: string }): Promise<AccountResult<{ unsubscribed: true }>> {
  if (!validUnsubscribeToken(deps.secret, input.email, input.token)) {
    if (await limited(deps, [[`newsletter-unsubscribe:${deps.clientKey}`, limits.verify]])) return tooMany
    return { ok: false, status: 400, message: 'unsubscribeFailed' }
  }
  await endNewsletter(deps, input.email)
  return { ok: true, value: { unsubscribed: true } }
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
