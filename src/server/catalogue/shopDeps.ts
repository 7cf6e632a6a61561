import 'server-only'
/** The shop services' dependencies: catalogue, database, clock, host and client, built for one request. */
import type { NextRequest } from 'next/server'
import { loyaltyMemberOf } from '@/server/accounts/loyaltyMembership'
import { sql } from '@/server/db'
import type { SqlPort } from '@/server/db/sqlPort'
import { clientKey } from '@/server/http/clientAddress'
import { requestLocale } from '@/server/http/request'
import { requestNow } from '@/server/http/requestClock'
import { loadCatalogue, type Catalogue } from './loadCatalogue'

/**
 * `clientKey` names the caller for per-client limits (guessing discount codes). `loyaltyMember` asks
 * the session whether the caller pays member prices; only pricing a cart asks it (absent: never).
 */
export type ShopDeps = { db: SqlPort; catalogue: Catalogue; now: Date; host: string; clientKey: string; loyaltyMember?: () => Promise<boolean> }

/** The shop's dependencies for one request, with the catalogue of the request's language. */
export async function shopDeps(request: NextRequest): Promise<ShopDeps> {
  // The catalogue is shared by every request of this process, so it keeps the real clock.
  const catalogue = await loadCatalogue(requestLocale(request))
  const now = requestNow(request.headers)
  return {
    db: sql(),
    catalogue,
    now,
    host: request.headers.get('host') ?? '',
    clientKey: clientKey(request.headers),
    loyaltyMember: () => loyaltyMemberOf(request),
  }
}
