import 'server-only'
/**
 * The signed-in customer's own data (docs/routes.md#account-pages, docs/api.md#accounts `vm-customer/v2/user`): the profile,
 * saved when changed; the password change; and the past orders.
 */
import type { AccountView, CustomerOrderSummary } from '@/domain/accounts/api'
import { formErrors, passwordChangeSchema, profileSchema, storedPhone } from '@/domain/accounts/accountForms'
import type { AccountDeps, AccountResult } from './accountDeps'
import { accountViewOf as viewOf, customerById, revokeAllSessions, setPassword, updateProfile } from '@/server/db/customerStore'
import { invalid, limited, limits, tooMany } from './guards'
import { ordersOfEmail } from './customerOrders'
import { hashPassword, verifyPassword } from './passwords'
import { startSession } from './sessions'

const signedOut = { ok: false as const, status: 401 as const, message: 'signedOut' }

async function signedIn(deps: AccountDeps, customerId: number | null) {
  return customerId === null ? null : customerById(deps.db, customerId)
}

export async function getProfile(deps: AccountDeps, customerId: number | null): Promise<AccountResult<AccountView>> {
  const customer = await signedIn(deps, customerId)
  return customer ? { ok: true, value: viewOf(customer) } : signedOut
}

export async function putProfile(deps: AccountDeps, customerId: number | null, body: unknown): Promise<AccountResult<AccountView>> {
  const customer = await signedIn(deps, customerId)
  if (!customer) return signedOut
  const refused = invalid(formErrors(profileSchema, body))
  if (refused) return refused
  const form = profileSchema.parse(body)
  // The e-mail is the sign-in name and was verified; changing it needs its own verified flow.
  if (form.email.trim().toLowerCase() !== customer.email)
    return { ok: false, status: 400, message: 'emailChange', errors: [{ field: 'email', message: 'emailChange' }] }
  const next = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: storedPhone(form.phone),
    address: form.address.trim(),
    zip: form.zip.trim(),
    city: form.city.trim(),
  }
  await deps.db.transaction((tx) => updateProfile(tx, customer.id, next, deps.now))
  return { ok: true, value: { ...viewOf(customer), ...next } }
}

/**
 * A new password needs the current one. Every sign-in of the account ends, on every device, and
 * this browser gets a new one: whoever knew the old password is signed out.
 */
export async function changePassword(deps: AccountDeps, customerId: number | null, body: unknown): Promise<AccountResult<{ changed: true }>> {
  const customer = await signedIn(deps, customerId)
  if (!customer) return signedOut
  const refused = invalid(formErrors(passwordChangeSchema, body))
  if (refused) return refused
  const form = passwordChangeSchema.parse(body)
  if (await limited(deps, [[`login:${customer.email}`, limits.loginAccount]])) return tooMany
  if (!customer.passwordHash || !(await verifyPassword(customer.passwordHash, form.currentPassword))) {
    return { ok: false, status: 400, message: 'currentPassword', errors: [{ field: 'currentPassword', message: 'currentPassword' }] }
  }
  const passwordHash = await hashPassword(form.newPassword)
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, customer.id, passwordHash, deps.now)
    await revokeAllSessions(tx, customer.id, deps.now)
  })
  return { ok: true, value: { changed: true }, cookies: await startSession(deps, customer.id) }
}

/** The orders placed with the account's verified e-mail, signed in or not when they were placed. */
export async function customerOrders(deps: AccountDeps, customerId: number | null): Promise<AccountResult<{ orders: CustomerOrderSummary[] }>> {
  const customer = await signedIn(deps, customerId)
  if (!customer) return signedOut
  return { ok: true, value: { orders: customer.isEmailVerified ? await ordersOfEmail(deps.db, customer.email) : [] } }
}
