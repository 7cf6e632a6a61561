import 'server-only'
import { paytrailSignature, verifyPaytrailReturn } from '@/domain/payment/paytrail'

/**
 * Returns and callbacks of both providers carry Paytrail's `checkout-*` query parameters plus a
 * `signature`, so one reader serves both; each provider then maps `checkout-status` its own way.
 */
export type SignedReturn = { stamp: string; providerId: string; status: string; amount: number | null; method: string | null }

/** The parameters with their signature added (the sorted `checkout-*` entries, empty body). */
export function signCheckoutParams(secret: string, params: Record<string, string>): Record<string, string> {
  return { ...params, signature: paytrailSignature(secret, params, '', params['checkout-algorithm'] === 'sha512' ? 'sha512' : 'sha256') }
}

/** The URL with the parameters added to its query (an existing query such as `transactionId` stays). */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url)
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value)
  return target.toString()
}

/**
 * A verified return, or null when it is unsigned, signed with another secret, for another account,
 * or its signed stamp differs from the `transactionId` our return URL carries: a valid return of
 * one payment must not be replayed onto another payment's return address.
 */
export function readSignedReturn(secret: string, account: string, query: Record<string, string | undefined>): SignedReturn | null {
  if (!verifyPaytrailReturn(secret, query)) return null
  const stamp = query['checkout-stamp']
  const providerId = query['checkout-transaction-id']
  const status = query['checkout-status']
  if (query['checkout-account'] !== account || !stamp || !providerId || !status) return null
  if (query.transactionId !== undefined && query.transactionId !== stamp) return null
  const amount = query['checkout-amount']
  return {
    stamp,
    providerId,
    status,
    amount: amount !== undefined && /^\d+$/.test(amount) ? Number(amount) : null,
    method: query['checkout-provider'] || null,
  }
}

export type SignedRefundCallback = { providerRefundId: string; status: string; amount: number | null }

/**
 * A verified refund callback, or null. Its `checkout-transaction-id` is the refund's own transaction,
 * which alone ties it to our refund: unlike a payment return, its address carries no stamp of ours to
 * compare, and `checkout-stamp` (our refundStamp) is not needed to find the refund.
 */
export function readSignedRefundCallback(secret: string, account: string, query: Record<string, string | undefined>): SignedRefundCallback | null {
  if (!verifyPaytrailReturn(secret, query)) return null
  const providerRefundId = query['checkout-transaction-id']
  const status = query['checkout-status']
  if (query['checkout-account'] !== account || !providerRefundId || !status) return null
  const amount = query['checkout-amount']
  return { providerRefundId, status, amount: amount !== undefined && /^\d+$/.test(amount) ? Number(amount) : null }
}
