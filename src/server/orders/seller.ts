import 'server-only'
/** The seller on confirmations (site settings), read at most once a minute per process. */
import { getPayloadClient } from '@/server/payload'

export type Seller = { name: string; businessId: string; address: string }

let cached: { at: number; value: Seller } | null = null

export async function loadSeller(now = Date.now()): Promise<Seller> {
  if (cached && now - cached.at < 60_000) return cached.value
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0, overrideAccess: true })
  const s = settings.seller
  const value = { name: s?.name ?? '', businessId: s?.businessId ?? '', address: s?.address ?? '' }
  cached = { at: now, value }
  return value
}
