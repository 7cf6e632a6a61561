/**
 * The payment provider port (docs/checkout.md#paytrail). The built-in test terminal and Paytrail implement it.
 * A provider creates a payment and later tells, from a signed return or callback, how it ended;
 * the browser's query string alone never confirms an order.
 */
import type { Cents } from '@/domain/catalogue'

export type PaymentItem = { productCode: string; title: string; unitPrice: Cents; units: number; vatBasisPoints: number }

export type CreatePaymentInput = {
  /** Our id of this payment attempt; the return URLs carry it as `transactionId`. */
  stamp: string
  orderNumber: string
  amount: Cents
  language: 'fi' | 'en' | 'sv'
  customer: { email: string; firstName: string; lastName: string; phone: string }
  items: PaymentItem[]
  /** Absolute URLs the browser returns to: `/checkout?transactionId=<stamp>&responseCode=OK|Cancel`. */
  successUrl: string
  cancelUrl: string
  /** Absolute URL for server-to-server callbacks (may repeat). */
  callbackUrl: string
}

export type CreatedPayment = { providerId: string; terminalUrl: string }

/** How the payment ended as the provider says: 'pending' changes nothing yet. */
export type PaymentOutcome = 'ok' | 'cancel' | 'fail' | 'timeout' | 'pending'

export type VerifiedReturn = { stamp: string; providerId: string; outcome: PaymentOutcome; amount: Cents | null; method: string | null }

export type RefundInput = {
  /** Our unique id of this refund attempt (Paytrail's refundStamp; idempotent at the provider). */
  refundStamp: string
  /** The payment being refunded, as our payments row knows it. */
  payment: { stamp: string; providerId: string; amount: Cents }
  amount: Cents
  /** The customer's e-mail: Paytrail refunds by e-mail when the payment method cannot refund directly. */
  email: string
  /** Absolute URLs the provider calls (GET, signed) when an asynchronous refund ends. */
  callbackUrls: { success: string; cancel: string }
}
/** 'pending': the provider answers later through a callback. */
export type RefundOutcome = 'ok' | 'pending' | 'fail'
export type StartedRefund = { providerRefundId: string; outcome: RefundOutcome }
export type VerifiedRefundCallback = { providerRefundId: string; outcome: 'ok' | 'fail'; amount: Cents | null }

export interface PaymentProvider {
  readonly name: 'test' | 'paytrail'
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>
  /** The return's or callback's query, verified; null when it is unsigned, forged or malformed. */
  verifyReturn(query: Record<string, string>): VerifiedReturn | null
  /**
   * How the payment stands at the provider now (Paytrail's `GET /payments/{id}`), asked when its
   * return and callback never came; null when the provider cannot tell.
   */
  paymentStatus(payment: { stamp: string; providerId: string }): Promise<VerifiedReturn | null>
  /** Starts a refund; throws PaymentProviderError when the provider refuses or cannot be reached. */
  refund(input: RefundInput): Promise<StartedRefund>
  /** A refund callback's query, verified; null when unsigned, forged or malformed. */
  verifyRefundCallback(query: Record<string, string>): VerifiedRefundCallback | null
}
