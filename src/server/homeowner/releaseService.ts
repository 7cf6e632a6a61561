import 'server-only'
/** Periods released to brokerage sales, and taking one back (docs/homeowner.md#rules). */
import type { ReleaseView } from '@/domain/homeowner/api'
import { releaseRefusal } from '@/domain/homeowner/rules'
import { helsinkiDay } from '@/domain/helsinki'
import { findRelease } from '@/server/db/homeownerStore'
import { apartmentFor } from './apartmentAccess'
import type { HomeownerDeps, HomeownerResult } from './homeownerDeps'
import { refusal } from './homeownerText'
import { NightsTaken, releaseOwnTime, takeBack } from './ownerNights'
import { ruleRefused } from './reservationService'

export async function createRelease(deps: HomeownerDeps, input: { id: number; from: string; to: string }): Promise<HomeownerResult<ReleaseView>> {
  const access = await apartmentFor(deps, input.id, 'release')
  if (!access.ok) return access
  const { apartment, viewer } = access.value
  const range = { from: input.from, to: input.to }
  const refused = releaseRefusal(apartment.contract, range, helsinkiDay(deps.now))
  if (refused) return ruleRefused(deps.locale, refused, apartment.capacity)
  try {
    const id = await releaseOwnTime(deps.db, apartment, range, viewer.id, deps.now)
    return { ok: true, status: 201, value: { id, ...range } }
  } catch (error) {
    // Some night is reserved or already released: not free own time any more.
    if (error instanceof NightsTaken) return refusal(deps.locale, 409, 'outsideOwnTime')
    throw error
  }
}

/** Takes a release back as own time from today on; refused once a guest holds or bought any of its nights. */
export async function deleteRelease(deps: HomeownerDeps, input: { id: number; rid: number }): Promise<HomeownerResult<{ id: number }>> {
  const access = await apartmentFor(deps, input.id, 'release')
  if (!access.ok) return access
  const { apartment } = access.value
  const release = await findRelease(deps.db, apartment.id, input.rid)
  if (!release) return refusal(deps.locale, 404, 'releaseNotFound')
  const today = helsinkiDay(deps.now)
  if (release.to <= today) return refusal(deps.locale, 400, 'past', undefined, 'rid')
  try {
    await takeBack(deps.db, apartment, { ...release, from: release.from < today ? today : release.from }, apartment.productCode, deps.now)
  } catch (error) {
    if (error instanceof NightsTaken) return refusal(deps.locale, 409, 'releaseSold')
    throw error
  }
  return { ok: true, value: { id: release.id } }
}
