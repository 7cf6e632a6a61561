import 'server-only'
/** The signed-in customer's apartments for the homeowner page (docs/homeowner.md#roles). */
import { levelsHeld, tooManyRoles } from '@/domain/homeowner/access'
import type { ApartmentsResponse, ApartmentView } from '@/domain/homeowner/api'
import { slotsOf } from '@/domain/homeowner/contract'
import { coUsersOf, feedVersion, loadApartments } from '@/server/db/homeownerStore'
import { viewerRights } from './apartmentAccess'
import { feedToken, feedUrl } from './feedToken'
import type { HomeownerDeps, HomeownerResult } from './homeownerDeps'

export async function listApartments(deps: HomeownerDeps): Promise<HomeownerResult<ApartmentsResponse>> {
  const who = await viewerRights(deps)
  if (!who.ok) return who
  const held = who.rights.map((r) => r.rights)
  // An account with more than one role level sees the message, not the apartments.
  if (tooManyRoles(held)) return { ok: true, value: { apartments: [], roles: levelsHeld(held), tooManyRoles: true } }
  const version = await feedVersion(deps.db, who.viewer.id)
  const records = await loadApartments(
    deps.db,
    who.rights.map((r) => r.apartmentId),
  )
  const apartments: ApartmentView[] = []
  for (const a of records) {
    const rights = who.rights.find((r) => r.apartmentId === a.id)!.rights
    const owner = rights === 'owner'
    apartments.push({
      id: a.id,
      name: a.name,
      unitCode: a.unitCode,
      productCode: a.productCode,
      capacity: a.capacity,
      rights,
      agreement: a.contract.agreement,
      ownPeriods: a.contract.ownPeriods.map((p) => ({ from: p.from, to: p.to, slots: slotsOf(p) })),
      ...(owner ? { revenueSharePercent: a.contract.revenueSharePercent, coUsers: await coUsersOf(deps.db, a.id) } : {}),
      feedUrl: feedUrl(deps.siteUrl, a.id, feedToken(deps.secret, who.viewer.id, a.id, version), deps.locale),
    })
  }
  return { ok: true, value: { apartments, roles: levelsHeld(held), tooManyRoles: false } }
}
