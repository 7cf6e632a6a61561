import 'server-only'
/**
 * Site settings the checkout needs (the seller on confirmations, the locale domains, the maintenance
 * switch), read with plain SQL: the background sweeper sends order mail too, and must not start
 * Payload in its own module layer (Payload's error classes would then differ from the REST API's).
 */
import type { SqlPort } from '@/server/db/sqlPort'
import { sql } from '@/server/db'
import { str } from './rows'

export type Seller = { name: string; businessId: string; address: string }
export type ShopSettings = { seller: Seller; localeDomains: string[] }

let cached: { at: number; value: ShopSettings } | null = null

/** At most once a minute per process. */
export async function loadShopSettings(now = Date.now(), db: SqlPort = sql()): Promise<ShopSettings> {
  if (cached && now - cached.at < 60_000) return cached.value
  const [row] = await db.query('SELECT seller_name, seller_business_id, seller_address FROM site_settings LIMIT 1')
  const domains = await db.query<{ domain: string | null }>("SELECT domain FROM locale_entries WHERE domain IS NOT NULL AND domain <> '' ORDER BY _order")
  const value = {
    seller: { name: str(row?.seller_name), businessId: str(row?.seller_business_id), address: str(row?.seller_address) },
    localeDomains: domains.map((d) => str(d.domain)),
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
