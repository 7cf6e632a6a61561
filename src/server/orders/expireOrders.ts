import 'server-only'
/**
 * Pending orders whose hold ran out become `expired` and give their inventory and discount-code use
 * back. Run before every submit and return and on a timer, so a process that died between submit
 * and return loses nothing: the next process finishes the job.
 */
import { releaseHeld } from '@/server/db/allocationStore'
import type { SqlTx } from '@/server/db/sqlPort'
import type { ShopDeps } from '@/server/catalogue/shopService'
import { appendEvent, giveBackDiscountUse, staleOrderIds, swapStatus } from './orderStore'
import { optStr, str } from './rows'

/** Inside a transaction: expires one pending order; false when it was no longer pending. */
export async function expireInTx(tx: SqlTx, orderId: number, now: Date): Promise<boolean> {
  if (!(await swapStatus(tx, orderId, 'pending_payment', 'expired', now))) return false
  const [row] = await tx.query('SELECT hold_ref, promo_code FROM orders WHERE id = ?', [orderId])
  await appendEvent(tx, orderId, 'holdExpired', { from: 'pending_payment', to: 'expired' }, null, now)
  await releaseHeld(tx, str(row?.hold_ref))
  const code = optStr(row?.promo_code)
  if (code) await giveBackDiscountUse(tx, code)
  return true
}

export async function expireStaleOrders(deps: Pick<ShopDeps, 'db' | 'now'>): Promise<number> {
  const ids = await staleOrderIds(deps.db, deps.now)
  let expired = 0
  for (const id of ids) if (await deps.db.transaction((tx) => expireInTx(tx, id, deps.now))) expired++
  return expired
}
