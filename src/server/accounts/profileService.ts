import 'server-only'
/**
 * The signed-in customer's own data (docs/routes.md#account-pages, docs/api.md#accounts `vm-customer/v2/user`): the profile,
 * saved when changed; the newsletter and loyalty switches; the password change; and the past orders.
 */
import { z } from 'zod'
import type { AccountView, CustomerOrderSummary } from '@/domain/accounts/api'
import { formErrors, passwordChangeSchema, profileSchema, storedPhone } from '@/domain/accounts/accountForms'
import type { AccountDeps, AccountResult } from './accountDeps'
import {
  accountViewOf as viewOf,
  customerById,
  revokeAllSessions,
  setLoyaltyMember,
  setPassword,
  updateProfile,
  type CustomerRow,
} from '@/server/db/customerStore'
import { invalid, limited, limits, tooMany } from './guards'
import { endNewsletter, requestNewsletter } from './newsletterService'
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

/** The switches of *My account* (ours), sent with the profile or alone. */
const switchesSchema = z.object({ marketingStatus: z.boolean('equals').optional(), loyaltyMember: z.boolean('equals').optional() })

const profileFields = Object.keys(profileSchema.shape)
const has = (body: unknown, keys: string[]) => body !== null && typeof body === 'object' && keys.some((key) => key in body)

/**
 * The profile, the switches, or both. A body with a switch and no profile field changes only the
 * switches, so a customer whose profile is not complete yet can still use them.
 */
export async function putProfile(deps: AccountDeps, customerId: number | null, body: unknown): Promise<AccountResult<AccountView>> {
  const customer = await signedIn(deps, customerId)
  if (!customer) return signedOut
  const refused = invalid(formErrors(switchesSchema, body))
  if (refused) return refused
  let current = customer
  if (has(body, profileFields) || !has(body, Object.keys(switchesSchema.shape))) {
    const saved = await saveProfile(deps, customer, body)
    if (!saved.ok) return saved
    current = saved.value
  }
  const switched = await applySwitches(deps, current, switchesSchema.parse(body))
  if (switched) return switched
  return { ok: true, value: viewOf((await customerById(deps.db, customer.id)) ?? current) }
}

/** Saves the profile form: the customer as saved, or the refusal. */
async function saveProfile(deps: AccountDeps, customer: CustomerRow, body: unknown): Promise<AccountResult<CustomerRow>> {
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
  return { ok: true, value: { ...customer, ...next } }
}

/**
 * Loyalty changes at once. The newsletter goes off at once; switching it on only mails the
 * confirmation link (double opt-in): the marketing status turns on when its owner follows it.
 */
async function applySwitches(deps: AccountDeps, customer: CustomerRow, switches: z.output<typeof switchesSchema>): Promise<AccountResult<never> | null> {
  if (switches.loyaltyMember !== undefined && switches.loyaltyMember !== customer.loyaltyMember)
    await deps.db.transaction((tx) => setLoyaltyMember(tx, customer.id, switches.loyaltyMember!, deps.now))
  if (switches.marketingStatus === false && (customer.marketingStatus || customer.newsletterPending)) await endNewsletter(deps, customer.email)
  if (switches.marketingStatus === true && !customer.marketingStatus) {
    const request = { email: customer.email, firstName: customer.firstName, lastName: customer.lastName, company: false, source: 'profile' as const }
    if (!(await requestNewsletter(deps, request))) return tooMany
  }
  return null
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
