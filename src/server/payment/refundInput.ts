import 'server-only'
import { PaymentProviderError } from './errors'
import type { RefundInput } from './provider'

/** Paytrail's longest stamp; the test terminal keeps to it too, so both providers take the same refunds. */
const maxStampLength = 200

/**
 * Refuses, before asking any provider, a refund that could only be a bug of ours: a refund of
 * nothing, of fractions of a cent, of more than the payment, or without a usable refundStamp.
 */
export function assertRefundable({ refundStamp, amount, payment }: RefundInput): void {
  if (!Number.isInteger(amount) || amount < 1 || amount > payment.amount) {
    throw new PaymentProviderError('invalid-input', `refund ${refundStamp} of ${amount} cents does not fit payment ${payment.stamp} of ${payment.amount}`)
  }
  if (refundStamp.length === 0 || refundStamp.length > maxStampLength) {
    throw new PaymentProviderError('invalid-input', `refundStamp must be 1 to ${maxStampLength} characters`)
  }
}
