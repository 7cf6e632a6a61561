import 'server-only'
/** The signed-in customer's profile (spec §7 `vm-customer/v2/user`): read, and saved when changed. */
import type { CustomerProfile } from '@/domain/accounts/api'
import { formErrors, profileSchema } from '@/domain/accounts/accountForms'
import type { AccountDeps, AccountResult } from './accountDeps'
import { customerById, profileOf, updateProfile } from './customerStore'
import { invalid } from './guards'

const signedOut = { ok: false as const, status: 401 as const, message: 'signedOut' }

export async function getProfile(deps: AccountDeps, customerId: number | null): Promise<AccountResult<CustomerProfile>> {
  const customer = customerId === null ? null : await customerById(deps.db, customerId)
  return customer ? { ok: true, value: profileOf(customer) } : signedOut
}

export async function putProfile(deps: AccountDeps, customerId: number | null, body: unknown): Promise<AccountResult<CustomerProfile>> {
  const customer = customerId === null ? null : await customerById(deps.db, customerId)
  if (!customer) return signedOut
  const refused = invalid(formErrors(profileSchema, body))
  if (refused) return refused
  const form = profileSchema.parse(body)
  // The e-mail is the sign-in name and was verified; changing it needs its own verified flow.
  if (form.email.trim().toLowerCase() !== customer.email) return { ok: false, status: 400, message: 'emailChange', errors: [{ field: 'email', message: 'emailChange' }] }
  const next = { firstName: form.firstName.trim(), lastName: form.lastName.trim(), phone: form.phone.trim(), address: form.address.trim(), zip: form.zip.trim(), city: form.city.trim() }
  await deps.db.transaction((tx) => updateProfile(tx, customer.id, next, deps.now))
  return { ok: true, value: { ...profileOf(customer), ...next } }
}
