import 'server-only'
/**
 * The browser goes to the provider's payment page through the shop (`/proxy/payment/terminal`), so
 * the shop knows when a buyer really opens it: only then is the cart held for the whole payment
 * (`holdMinutes`) instead of the short first hold, and only then can the buyer have paid at all.
 */
import { localizedPath } from '@/domain/paths'
import { isLocale } from '@/domain/locale'
import type { OrderDeps } from './orderDeps'
import { extendHold, findOrder } from '@/server/db/orderStore'
import { findPaymentByStamp, markTerminalOpened } from '@/server/db/paymentStore'

export const terminalRedirectPath = '/proxy/payment/terminal'

/**
 * Where the browser goes for our payment `stamp`: the provider's payment page while its order can
 * still be paid (the first opening holds the cart longer), else back to checkout, which tells why
 * (expired, or given up for a newer order): nobody pays for an order that can no longer be sold.
 * Null for a payment we do not know.
 */
export async function openTerminal(deps: Pick<OrderDeps, 'db' | 'now' | 'holdMinutes'>, stamp: string): Promise<string | null> {
  const payment = await findPaymentByStamp(deps.db, stamp)
  if (!payment?.terminalUrl) return null
  return deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, payment.orderId)
    const payable = order?.status === 'pending_payment' && order.holdExpiresAt !== null && new Date(order.holdExpiresAt) > deps.now
    if (!order || !payable) {
      const checkout = localizedPath('checkout', order && isLocale(order.locale) ? order.locale : 'fi')
      return `${checkout}?transactionId=${encodeURIComponent(stamp)}&responseCode=Cancel`
    }
    // Once per payment: reopening the page must not hold the cart for ever.
    if (await markTerminalOpened(tx, payment.id, deps.now)) await extendHold(tx, order, new Date(deps.now.getTime() + deps.holdMinutes * 60_000), deps.now)
    return payment.terminalUrl!
  })
}
