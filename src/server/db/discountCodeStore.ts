import 'server-only'
/**
 * Discount codes in the tables of the Discount codes collection: reading one with the products it
 * is limited to, and counting its uses inside the caller's transaction, so a limited code is never
 * used more often than allowed however many orders race for it.
 */
import type { DiscountCode } from '@/domain/checkout/promotion'
import { helsinkiDay } from '@/domain/helsinki'
import { iso, num, str } from './rows'
import type { SqlTx } from './sqlPort'
import { discountCodeProducts, discountCodes, relsRow, relsTarget, update } from './tables'

export async function findDiscountCode(tx: SqlTx, code: string): Promise<DiscountCode | null> {
  const [r] = await tx.query('SELECT * FROM discount_codes WHERE code = ?', [code])
  if (!r) return null
  const products = await tx.query<{ code: string }>(
    `SELECT p.code AS code FROM ${discountCodeProducts.name} r JOIN products p ON p.id = r.${relsTarget('products')} WHERE r.${relsRow.parent} = ? AND r.${relsRow.path} = 'products'`,
    [r.id],
  )
  return {
    code: str(r.code),
    active: Boolean(num(r.active)),
    kind: str(r.kind) === 'amount' ? 'amount' : 'percent',
    value: num(r.value),
    // The admin stores a picked day as noon UTC, which is the same day in Helsinki.
    validFrom: r.valid_from ? helsinkiDay(new Date(iso(r.valid_from)!)) : null,
    validTo: r.valid_to ? helsinkiDay(new Date(iso(r.valid_to)!)) : null,
    maxUses: r.max_uses === null || r.max_uses === undefined ? null : num(r.max_uses),
    usedCount: num(r.used_count),
    productCodes: products.map((p) => p.code),
  }
}

/** Counts one use unless the limit is reached; false when it is. */
export async function takeDiscountUse(tx: SqlTx, code: string): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `${update(discountCodes, { used_count: 'COALESCE(used_count, 0) + 1' })} WHERE code = ? AND (max_uses IS NULL OR COALESCE(used_count, 0) < max_uses) RETURNING id`,
    [code],
  )
  return rows.length === 1
}

export async function giveBackDiscountUse(tx: SqlTx, code: string) {
  await tx.query(`${update(discountCodes, { used_count: 'used_count - 1' })} WHERE code = ? AND used_count > 0`, [code])
}
