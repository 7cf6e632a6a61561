import 'server-only'
/**
 * The browser goes to the provider's payment page through the shop (`/proxy/payment/terminal`), so
 * the shop knows when a buyer really opens it: only then is the cart held for the whole payment
 * (`holdMinutes`) instead of the short first hold, and only then can the buyer have paid at all.
 */
import type { OrderDeps } from './orderDeps'
import { extendHold, findOrder, findPaymentByStamp, markTerminalOpened } from './orderStore'

export const terminalRedirectPath = '/proxy/payment/terminal'

/** The provider's payment page for our payment `stamp`, after holding its order longer; null when unknown. */
export async function openTerminal(deps: Pick<OrderDeps, 'db' | 'now' | 'holdMinutes'>, stamp: string): Promise<string | null> {
  const payment = await findPaymentByStamp(deps.db, stamp)
  if (!payment?.terminalUrl) return null
  await deps.db.transaction(async (tx) => {
    // Once per payment: reopening the page must not hold the cart for ever.
    if (!(await markTerminalOpened(tx, payment.id, deps.now))) return
    const order = await findOrder(tx, payment.orderId)
    if (order) await extendHold(tx, order, new Date(deps.now.getTime() + deps.holdMinutes * 60_000), deps.now)
  })
  return payment.terminalUrl
}
