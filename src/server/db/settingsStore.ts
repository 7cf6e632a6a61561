import 'server-only'
/**
 * The site settings the shop reads with plain SQL (the Site settings global and its locale entries):
 * the background sweeper sends order mail too, and must not start Payload in its own module layer
 * (Payload's error classes would then differ from the REST API's).
 */
import { str } from './rows'
import type { SqlPort } from './sqlPort'
import { arrayRow, localeEntries, selectFrom, siteSettings } from './tables'

/** The seller named on confirmations. */
export async function readSeller(db: SqlPort): Promise<{ name: string; businessId: string; address: string }> {
  const [row] = await db.query(`${selectFrom(siteSettings, ['seller_name', 'seller_business_id', 'seller_address'])} LIMIT 1`)
  return { name: str(row?.seller_name), businessId: str(row?.seller_business_id), address: str(row?.seller_address) }
}

/** The locale domains staff entered, in their order. */
export async function readLocaleDomains(db: SqlPort): Promise<string[]> {
  const rows = await db.query<{ domain: string | null }>(
    `${selectFrom(localeEntries, ['domain'])} WHERE domain IS NOT NULL AND domain <> '' ORDER BY ${arrayRow.order}`,
  )
  return rows.map((d) => str(d.domain))
}

/** The maintenance switch as it is this moment. */
export async function readMaintenance(db: SqlPort): Promise<boolean> {
  const [row] = await db.query<{ maintenance: unknown }>(`${selectFrom(siteSettings, ['maintenance'])} LIMIT 1`)
  return row?.maintenance === true || row?.maintenance === 1 || row?.maintenance === '1'
}
