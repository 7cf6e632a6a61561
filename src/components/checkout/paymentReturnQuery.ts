/** Recognising the payment terminal's return to /checkout and what it means for the cart (docs/routes.md#route-steps). */
import type { CheckoutStatus } from '@/domain/checkout/api'

export type SearchParams = Record<string, string | string[] | undefined>

/** The query as plain strings; a repeated parameter keeps its first value. */
export function queryValues(params: SearchParams): Record<string, string> {
  const entries = Object.entries(params).flatMap(([key, value]) => {
    const first = Array.isArray(value) ? value[0] : value
    return first === undefined ? [] : [[key, first] as const]
  })
  return Object.fromEntries(entries)
}

/**
 * Every payment provider returns to `/checkout?transactionId=…&responseCode=OK|Cancel` (docs/routes.md#screens, docs/limits.md#orders;
 * a provider's own parameters come along); such a visit shows the order confirmation step. Any other
 * response code is no return: the checkout shows as usual.
 */
export function isPaymentReturn(query: Record<string, string>): boolean {
  return Boolean(query.transactionId?.trim()) && (query.responseCode === 'OK' || query.responseCode === 'Cancel')
}

export type ReturnCartAction = 'drop' | 'restore' | 'wait'

/**
 * The cart was put aside when the browser left for the terminal. A paid order, one whose hold ran
 * out (the visitor starts again), or a payment kept for a refund after the hold ran out (staff settle
 * it; giving the cart back would invite paying twice) no longer needs it; a payment that did not go
 * through gives it back so the visitor can try again. While the payment is processing nothing is
 * decided yet.
 */
export function cartActionFor(status: CheckoutStatus): ReturnCartAction {
  switch (status) {
    case 'accepted':
    case 'expired':
    case 'refundDue':
    case 'refunded':
      return 'drop'
    case 'cancelled':
    case 'failed':
    case 'timedOut':
    case 'error':
      return 'restore'
    case 'processing':
      return 'wait'
  }
}
