import 'server-only'
/** The checkout page's payment return: verifies it and answers the result to show (docs/behaviour.md#checkout-statuses). */
import type { CheckoutResult } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'
import { env } from '@/server/env'
import { orderCalendarPath } from './cancelToken'
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

/** The accepted order's "add to calendar" link; its token opens this order's .ics and nothing else. */
export const calendarPathOf = (orderNumber: string) => orderCalendarPath(env().PAYLOAD_SECRET, orderNumber)
