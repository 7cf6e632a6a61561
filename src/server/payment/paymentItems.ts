import 'server-only'
import { PaymentProviderError } from './errors'
import type { CreatePaymentInput } from './provider'

/**
 * Paytrail refuses a payment whose items do not add up to its amount; the test terminal checks the
 * same so that a mismatch shows up in development, not first in production.
 */
export function assertItemsMatchAmount(input: CreatePaymentInput): void {
  if (!Number.isInteger(input.amount) || input.amount < 0) {
    throw new PaymentProviderError('invalid-input', `Payment ${input.stamp}: amount ${input.amount} is not a whole number of cents`)
  }
  if (input.items.length === 0) return
  const sum = input.items.reduce((total, item) => total + item.unitPrice * item.units, 0)
  if (sum !== input.amount) {
    throw new PaymentProviderError('invalid-input', `Payment ${input.stamp}: items add up to ${sum} cents, amount is ${input.amount}`)
  }
}
