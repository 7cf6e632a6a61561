import 'server-only'
/**
 * Site settings the checkout needs (the seller on confirmations, the locale domains, the maintenance
 * switch), read with plain SQL (settingsStore.ts says why).
 */
import type { SqlPort } from '@/server/db/sqlPort'
import { sql } from '@/server/db'
import { readLocaleDomains, readMaintenance, readSellerSettings, type ResortContact } from '@/server/db/settingsStore'

/**
 * The resort as confirmations present it: the seller (name, business ID, address, map link) and the
 * site's brand with the address of its uploaded logo (null: none uploaded). All from Site settings.
 */
export type Seller = { name: string; businessId: string; address: string; mapUrl: string; brandName: string; logoPath: string | null }
export type ShopSettings = { seller: Seller; contact: ResortContact; localeDomains: string[] }

let cached: { at: number; value: ShopSettings } | null = null

/** At most once a minute per process. */
export async function loadShopSettings(now = Date.now(), db: SqlPort = sql()): Promise<ShopSettings> {
  if (cached && now - cached.at < 60_000) return cached.value
  const {
    seller: { logoFile, ...seller },
    contact,
  } = await readSellerSettings(db)
  // Payload serves an upload of the Media collection at this path.
  const logoPath = logoFile ? `/api/media/file/${encodeURIComponent(logoFile)}` : null
  const value = { seller: { ...seller, logoPath }, contact, localeDomains: await readLocaleDomains(db) }
  cached = { at: now, value }
  return value
}

export const loadSeller = async () => (await loadShopSettings()).seller

export const loadResortContact = async () => (await loadShopSettings()).contact

/** The maintenance switch as staff left it this moment (read per order, so it holds in every process at once). */
export const maintenanceOn = (db: SqlPort): Promise<boolean> => readMaintenance(db)

/**
 * Where the payment terminal may send the browser back: the site's own origins and its locale
 * domains on the public scheme and port. Never taken from request headers, which a caller controls.
 */
export function returnOrigins(siteOrigins: string[], publicUrl: string, localeDomains: string[]): string[] {
  const base = new URL(publicUrl)
  const port = base.port ? `:${base.port}` : ''
  return [...siteOrigins, ...localeDomains.map((domain) => `${base.protocol}//${domain}${port}`)]
}
