import 'server-only'
/**
 * Newsletter subscription (spec §7 vm-communication/v1/newsletter/subscribe) and registration
 * without a password at checkout (vm-customer/v2/registerWithoutPassword). The latter creates an
 * unverified account with no password: the verification e-mail follows, and a password can be set
 * through the reset flow.
 */
import type { AccountDeps, AccountResult } from './accountDeps'
import { insertCustomer, updateProfile } from './customerStore'
import { limited, limits, normalEmail, tooMany } from './guards'
import { registrationConflict, sendVerificationCode } from './authService'
import { storedPhone } from '@/domain/accounts/accountForms'

export type NewsletterBody = { firstName: string; lastName: string; email: string }
export type PasswordlessBody = { email: string; firstName: string; lastName: string; phone: string; address: string; zip: string; city: string }

export async function subscribe(deps: AccountDeps, body: NewsletterBody): Promise<AccountResult<{ subscribed: true }>> {
  if (await limited(deps, [[`newsletter:${deps.clientKey}`, limits.newsletter]])) return tooMany
  const email = normalEmail(body.email)
  const at = deps.now.toISOString()
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO newsletter_subscriptions (email, first_name, last_name, locale, consent_at, updated_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name, locale = excluded.locale, consent_at = excluded.consent_at, updated_at = excluded.updated_at`,
      [email, body.firstName.trim(), body.lastName.trim(), deps.locale, at, at, at],
    )
    await tx.query('UPDATE customers SET marketing_status = ?, updated_at = ? WHERE email = ?', [1, at, email])
  })
  return { ok: true, value: { subscribed: true } }
}

export async function registerWithoutPassword(deps: AccountDeps, body: PasswordlessBody): Promise<AccountResult<Record<string, never>>> {
  if (await limited(deps, [[`register:${deps.clientKey}`, limits.register]])) return tooMany
  const email = normalEmail(body.email)
  const phone = storedPhone(body.phone)
  const conflict = await registrationConflict(deps, email, phone)
  if (conflict) return conflict
  const id = await deps.db.transaction(async (tx) => {
    const customerId = await insertCustomer(tx, { email, phone, passwordHash: null, marketingStatus: false, loyaltyMember: false }, deps.now)
    await updateProfile(tx, customerId, { firstName: body.firstName.trim(), lastName: body.lastName.trim(), phone, address: body.address.trim(), zip: body.zip.trim(), city: body.city.trim() }, deps.now)
    return customerId
  })
  await sendVerificationCode(deps, id, email)
  return { ok: true, status: 201, value: {} }
}
