import 'server-only'
import type { CreatePaymentInput } from './provider'
import { withQuery } from './signedReturn'

/** Paytrail takes a VAT percentage with at most one decimal (25.5); ours are basis points (2550). */
export function vatPercentage(basisPoints: number): number {
  return Math.round(basisPoints / 10) / 10
}

/**
 * The body of `POST /payments`. Texts are cut to Paytrail's maximum lengths so a long product name
 * cannot make a payment fail. Paytrail sends both a cancel and a failure to the cancel addresses
 * with status `fail`; marking the cancel callback `responseCode=Cancel` like the cancel redirect
 * makes the callback and the browser's return tell the same story.
 */
export function paytrailPaymentBody(input: CreatePaymentInput) {
  const { customer } = input
  return {
    stamp: input.stamp,
    reference: input.orderNumber,
    amount: input.amount,
    currency: 'EUR',
    language: input.language.toUpperCase() as 'FI' | 'EN' | 'SV',
    items: input.items.map((item) => ({
      unitPrice: item.unitPrice,
      units: item.units,
      vatPercentage: vatPercentage(item.vatBasisPoints),
      productCode: item.productCode.slice(0, 100),
      description: item.title.slice(0, 1000),
    })),
    customer: {
      email: customer.email,
      firstName: customer.firstName.slice(0, 50),
      lastName: customer.lastName.slice(0, 50),
      ...(customer.phone ? { phone: customer.phone } : {}),
    },
    redirectUrls: { success: input.successUrl, cancel: input.cancelUrl },
    callbackUrls: {
      success: withQuery(input.callbackUrl, { responseCode: 'OK' }),
      cancel: withQuery(input.callbackUrl, { responseCode: 'Cancel' }),
    },
  }
}
