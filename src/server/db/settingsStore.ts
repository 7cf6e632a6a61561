import 'server-only'
/**
 * The site settings the shop reads with plain SQL (the Site settings global and its locale entries):
 * the background sweeper sends order mail too, and must not start Payload in its own module layer
 * (Payload's error classes would then differ from the REST API's).
 */
import { optStr, str } from './rows'
import type { SqlPort } from './sqlPort'
import { arrayRow, localeEntries, selectFrom, siteBrands, siteSettings } from './tables'

/** How to reach the resort and where it is on a map (latitude and longitude: null until staff set both). */
export type ResortContact = { phone: string; email: string; geo: { latitude: number; longitude: number } | null }

export type SellerRow = { name: string; businessId: string; address: string; mapUrl: string; brandName: string; logoFile: string | null }

const coordinate = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN
  return Number.isFinite(number) ? number : null
}

/**
 * The seller named on confirmations, with its map link and the site's brand (the first brand) and
 * its logo's file; and the resort's own telephone, e-mail and coordinates. One read of the row both live in.
 */
export async function readSellerSettings(db: SqlPort): Promise<{ seller: SellerRow; contact: ResortContact }> {
  const columns = siteSettings.columns.filter((column) => column.startsWith('seller_'))
  const [row] = await db.query(`${selectFrom(siteSettings, columns)} LIMIT 1`)
  const [brand] = await db.query(
    `SELECT b.name AS name, m.filename AS logo FROM ${siteBrands.name} b LEFT JOIN media m ON m.id = b.logo_id ORDER BY b.${arrayRow.order} LIMIT 1`,
  )
  const latitude = coordinate(row?.seller_latitude)
  const longitude = coordinate(row?.seller_longitude)
  return {
    seller: {
      name: str(row?.seller_name),
      businessId: str(row?.seller_business_id),
      address: str(row?.seller_address),
      mapUrl: str(row?.seller_map_url),
      brandName: str(brand?.name),
      logoFile: optStr(brand?.logo),
    },
    contact: { phone: str(row?.seller_phone), email: str(row?.seller_email), geo: latitude !== null && longitude !== null ? { latitude, longitude } : null },
  }
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
