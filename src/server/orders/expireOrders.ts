import 'server-only'
/**
 * Pending orders whose hold ran out become `expired` and give their inventory, discount-code use
 * and gift card amounts back. Run before every submit and return and on a timer, so a process that died between submit
 * and return loses nothing: the next process finishes the job.
 *
 * A buyer who never opened the payment terminal cannot have paid, so such an order expires at once.
 * One who did may have paid with both the return and the callback lost: the sweeper asks the
 * provider first (reconcile.ts).
 */
import { appendEvent, expireLapsed, holdOf, swapStatus } from '@/server/db/orderStore'
import { staleUnopenedOrders } from '@/server/db/paymentStore'
import type { SqlTx } from '@/server/db/sqlPort'
import type { ShopDeps } from '@/server/catalogue/shopDeps'
import { giveBack } from './giveBack'

/**
 * Inside a transaction: ends one pending order because its hold ran out, or because its browser
 * placed a new order; its inventory and discount-code use go back. False when it was no longer pending.
 */
export async function endPending(tx: SqlTx, orderId: number, event: 'holdExpired' | 'replaced', now: Date, onlyIfLapsed = false): Promise<boolean> {
  const to = event === 'holdExpired' ? 'expired' : 'cancelled'
  const swapped = onlyIfLapsed ? await expireLapsed(tx, orderId, now) : await swapStatus(tx, orderId, 'pending_payment', to, now)
  if (!swapped) return false
  const { holdRef, promoCode } = await holdOf(tx, orderId)
  await appendEvent(tx, orderId, event, { from: 'pending_payment', to }, null, now)
  await giveBack(tx, { id: orderId, holdRef, promoCode }, now)
  return true
}

export const expireInTx = (tx: SqlTx, orderId: number, now: Date) => endPending(tx, orderId, 'holdExpired', now)

/**
 * Expires a stale order, checking its hold once more as it swaps: the buyer may have opened the
 * terminal (and so extended the hold) since the order was found stale.
 */
export const expireOrder = (deps: Pick<ShopDeps, 'db' | 'now'>, orderId: number) =>
  deps.db.transaction((tx) => endPending(tx, orderId, 'holdExpired', deps.now, true))

/** Expires the stale orders whose buyer never opened the payment terminal; answers how many. */
export async function expireStaleOrders(deps: Pick<ShopDeps, 'db' | 'now'>): Promise<number> {
  let expired = 0
  for (const orderId of await staleUnopenedOrders(deps.db, deps.now)) if (await expireOrder(deps, orderId)) expired++
  return expired
}
