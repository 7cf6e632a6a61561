import 'server-only'
/**
 * Who the caller is to an apartment (docs/homeowner.md#roles): authorization lives here, in the
 * service, for every homeowner call. Another owner's apartment answers 404, as if it did not exist.
 */
import { may, tooManyRoles, type Action, type Rights } from '@/domain/homeowner/access'
import { customerById } from '@/server/db/customerStore'
import { loadApartment, rightsOf, type ApartmentRecord } from '@/server/db/homeownerStore'
import type { HomeownerDeps } from './homeownerDeps'
import { refusal } from './homeownerText'

export type Viewer = { id: number; email: string; firstName: string; lastName: string }
export type Access = { viewer: Viewer; apartment: ApartmentRecord; rights: Rights }

/** The signed-in, verified customer and their rights over apartments; a refusal for anyone else. */
export async function viewerRights(deps: HomeownerDeps) {
  if (deps.customerId === null) return refusal(deps.locale, 401, 'signIn')
  const customer = await customerById(deps.db, deps.customerId)
  if (!customer || !customer.isEmailVerified) return refusal(deps.locale, 401, 'signIn')
  const viewer: Viewer = { id: customer.id, email: customer.email, firstName: customer.firstName, lastName: customer.lastName }
  return { ok: true as const, viewer, rights: await rightsOf(deps.db, viewer) }
}

/** The apartment if the caller may do `action` with it. An account with too many role levels may do nothing. */
export async function apartmentFor(deps: HomeownerDeps, apartmentId: number, action: Action) {
  const who = await viewerRights(deps)
  if (!who.ok) return who
  if (tooManyRoles(who.rights.map((r) => r.rights))) return refusal(deps.locale, 403, 'tooManyRoles')
  const held = who.rights.find((r) => r.apartmentId === apartmentId)
  const apartment = held ? await loadApartment(deps.db, apartmentId) : null
  if (!held || !apartment) return refusal(deps.locale, 404, 'notFound')
  if (!may(held.rights, action)) return refusal(deps.locale, 403, 'forbidden')
  return { ok: true as const, value: { viewer: who.viewer, apartment, rights: held.rights } satisfies Access }
}
