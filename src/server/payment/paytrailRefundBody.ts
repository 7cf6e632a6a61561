import 'server-only'
import type { RefundInput } from './provider'

/**
 * The body of `POST /payments/{transactionId}/refund`. With the e-mail Paytrail falls back to an
 * e-mail refund when the payment method cannot refund by API. The refundStamp doubles as the
 * reference staff see in Paytrail's merchant panel, so one id finds the refund on both sides.
 */
export function paytrailRefundBody(input: RefundInput) {
  return {
    amount: input.amount,
    email: input.email,
    refundStamp: input.refundStamp,
    refundReference: input.refundStamp,
    callbackUrls: { success: input.callbackUrls.success, cancel: input.callbackUrls.cancel },
  }
}
