import 'server-only'
/**
 * Site settings the checkout needs (the seller on confirmations, the locale domains, the maintenance
 * switch), read with plain SQL (settingsStore.ts says why).
 */
import type { SqlPort } from '@/server/db/sqlPort'
import { sql } from '@/server/db'
import { readLocaleDomains, readMaintenance, readSeller } from '@/server/db/settingsStore'

export type Seller = { name: string; businessId: string; address: string }
export type ShopSettings = { seller: Seller; localeDomains: string[] }

let cached: { at: number; value: ShopSettings } | null = null

/** At most once a minute per process. */
export async function loadShopSettings(now = Date.now(), db: SqlPort = sql()): Promise<ShopSettings> {
  if (cached && now - cached.at < 60_000) return cached.value
  const value = { seller: await readSeller(db), localeDomains: await readLocaleDomains(db) }
  cached = { at: now, value }
  return value
}

export const loadSeller = async () => (await loadShopSettings()).seller

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
