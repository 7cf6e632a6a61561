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
}
