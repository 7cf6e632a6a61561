import 'server-only'
/** Site settings the checkout needs (the seller on confirmations, the locale domains), read at most once a minute per process. */
import type { SqlPort } from '@/server/db/sqlPort'
import { getPayloadClient } from '@/server/payload'

export type Seller = { name: string; businessId: string; address: string }
export type ShopSettings = { seller: Seller; localeDomains: string[] }

let cached: { at: number; value: ShopSettings } | null = null

export async function loadShopSettings(now = Date.now()): Promise<ShopSettings> {
  if (cached && now - cached.at < 60_000) return cached.value
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0, overrideAccess: true })
  const s = settings.seller
  const value = {
    seller: { name: s?.name ?? '', businessId: s?.businessId ?? '', address: s?.address ?? '' },
    localeDomains: (settings.locales ?? []).map((l) => l.domain ?? '').filter(Boolean),
  }
  cached = { at: now, value }
  return value
}

export const loadSeller = async () => (await loadShopSettings()).seller

/** The maintenance switch as staff left it this moment (read per order, so it holds in every process at once). */
export async function maintenanceOn(db: SqlPort): Promise<boolean> {
  const [row] = await db.query<{ maintenance: unknown }>('SELECT maintenance FROM site_settings LIMIT 1')
  return row?.maintenance === true || row?.maintenance === 1 || row?.maintenance === '1'
}

/**
 * Where the payment terminal may send the browser back: the site's own origins and its locale
 * domains on the public scheme and port. Never taken from request headers, which a caller controls.
 */
export function returnOrigins(siteOrigins: string[], publicUrl: string, localeDomains: string[]): string[] {
  const base = new URL(publicUrl)
  const port = base.port ? `:${base.port}` : ''
  return [...siteOrigins, ...localeDomains.map((domain) => `${base.protocol}//${domain}${port}`)]
}
