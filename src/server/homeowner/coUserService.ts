import 'server-only'
/** Co-users an owner invites by e-mail (docs/homeowner.md#roles). */
import type { CoUserRequest } from '@/domain/homeowner/api'
import { localizedPath } from '@/domain/paths'
import { coUsersOf, deleteCoUser, upsertCoUser } from '@/server/db/homeownerStore'
import { normalEmail } from '@/server/accounts/guards'
import { coUserInvitation } from '@/server/mail/homeownerEmails'
import { apartmentFor } from './apartmentAccess'
import type { HomeownerDeps, HomeownerResult } from './homeownerDeps'
import { refusal } from './homeownerText'

type CoUser = { id: number; email: string; rights: CoUserRequest['rights'] }

export async function inviteCoUser(deps: HomeownerDeps, input: { id: number } & CoUserRequest): Promise<HomeownerResult<CoUser>> {
  const access = await apartmentFor(deps, input.id, 'manage')
  if (!access.ok) return access
  const { apartment, viewer } = access.value
  const email = normalEmail(input.email)
  if (email === normalEmail(viewer.email)) return refusal(deps.locale, 400, 'coUserSelf', undefined, 'email')
  await deps.db.transaction((tx) => upsertCoUser(tx, { apartmentId: apartment.id, email, rights: input.rights }, deps.now))
  const added = (await coUsersOf(deps.db, apartment.id)).find((c) => c.email === email)!
  try {
    await deps.sendMail(
      coUserInvitation(email, deps.locale, deps.siteName, {
        owner: `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email,
        apartment: apartment.name,
        rights: input.rights,
        link: `${deps.siteUrl}${localizedPath('homeowner', deps.locale)}`,
      }),
    )
  } catch (error) {
    console.error('homeowner: an invitation mail was not sent', error)
  }
  return { ok: true, status: 201, value: added }
}

export async function removeCoUser(deps: HomeownerDeps, input: { id: number; cid: number }): Promise<HomeownerResult<{ id: number }>> {
  const access = await apartmentFor(deps, input.id, 'manage')
  if (!access.ok) return access
  const removed = await deps.db.transaction((tx) => deleteCoUser(tx, access.value.apartment.id, input.cid))
  return removed ? { ok: true, value: { id: input.cid } } : refusal(deps.locale, 404, 'notFound')
}
