import 'server-only'
/** The checkout page's payment return: verifies it and answers the result to show (docs/behaviour.md#checkout-statuses). */
import type { CheckoutResult } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'
import { orderDeps } from './orderDeps'
import { completePayment } from './paymentReturn'

export async function getCheckoutResult(query: Record<string, string>, locale: Locale): Promise<CheckoutResult> {
  if (!query.transactionId) return { status: 'error', order: null }
  try {
    return await completePayment(await orderDeps(locale, { host: '', clientKey: 'checkout-return' }), query, 'return')
  } catch (error) {
    console.error('[checkout] the payment return failed', error)
    return { status: 'error', order: null }
  }
}
