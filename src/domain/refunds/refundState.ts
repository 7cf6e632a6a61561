/**
 * A refund's own states (docs/refunds.md#states): `refund_pending` while the provider works on it
 * (or while its answer is unknown), then `refunded` or `refund_failed`. Only a provider's clear
 * refusal fails a refund; a failed refund may be retried by staff, which makes it pending again
 * under a new attempt, and the provider's later word that the money did go back still counts. A
 * refunded one never changes. As with orders, the store applies each step as a compare-and-swap
 * from the state it read, so repeated callbacks are harmless.
 */
export const refundStates = ['refund_pending', 'refunded', 'refund_failed'] as const
export type RefundState = (typeof refundStates)[number]

export type RefundEvent = 'succeeded' | 'failed' | 'retried'

const table: Record<RefundState, Partial<Record<RefundEvent, RefundState>>> = {
  refund_pending: { succeeded: 'refunded', failed: 'refund_failed' },
  refunded: { succeeded: 'refunded' },
  refund_failed: { succeeded: 'refunded', failed: 'refund_failed', retried: 'refund_pending' },
}

export type RefundTransition = { kind: 'change'; to: RefundState } | { kind: 'same' } | { kind: 'refused' }

export function refundTransition(state: RefundState, event: RefundEvent): RefundTransition {
  const to = table[state][event]
  if (to === undefined) return { kind: 'refused' }
  return to === state ? { kind: 'same' } : { kind: 'change', to }
}

/** Where refunded money goes: back through the payment provider, onto a card the order spent, or onto a new gift card. */
export const refundDestinations = ['provider', 'giftCard', 'newGiftCard'] as const
export type RefundDestination = (typeof refundDestinations)[number]
