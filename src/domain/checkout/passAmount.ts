/**
 * How many of one pass the pass cart holds (docs/behaviour.md#the-pass-cart), apart from the cart's
 * other rules so the header can count a stored cart without them.
 */

/** Same limit as an order line's metadata.amount, so every item can be submitted as it is. */
export const maxAmount = 20

export const clampAmount = (amount: number) => Math.min(maxAmount, Math.max(1, Math.trunc(amount)))

/** A missing quantity defaults to 1 (and a nonsensical one is brought within 1..maxAmount). */
export function amountOrDefault(amount: unknown): number {
  return typeof amount === 'number' && Number.isFinite(amount) ? clampAmount(amount) : 1
}
