/**
 * The order state machine (docs/checkout.md#order-states): `pending_payment -> paid -> confirmed`, with `cancelled`,
 * `payment_failed`, `expired` and `refund_due`. Every event applied to the state it already led to
 * changes nothing, so repeated returns and callbacks are harmless; the store applies a transition as
 * a compare-and-swap from the state it read.
 */
export const orderStates = ['pending_payment', 'paid', 'confirmed', 'cancelled', 'payment_failed', 'expired', 'refund_due'] as const
export type OrderState = (typeof orderStates)[number]

/**
 * `replaced`: the same browser placed a new order, so this unpaid one is given up. `freeOfCharge`:
 * nothing to pay (a free education): the order counts as paid without a payment.
 */
export type OrderEvent = 'paymentSucceeded' | 'paymentCancelled' | 'paymentFailed' | 'holdExpired' | 'confirm' | 'replaced' | 'freeOfCharge'

export type Transition = { kind: 'change'; to: OrderState } | { kind: 'same' } | { kind: 'refused' }

const table: Record<OrderState, Partial<Record<OrderEvent, OrderState>>> = {
  pending_payment: {
    paymentSucceeded: 'paid',
    paymentCancelled: 'cancelled',
    paymentFailed: 'payment_failed',
    holdExpired: 'expired',
    replaced: 'cancelled',
    freeOfCharge: 'paid',
  },
  paid: { paymentSucceeded: 'paid', confirm: 'confirmed' },
  confirmed: { paymentSucceeded: 'confirmed', confirm: 'confirmed' },
  // The buyer gave up or the hold ran out, but the money arrived after all: keep it and flag it for
  // a refund or a new booking by staff, never silently confirm a sale whose inventory is gone.
  cancelled: { paymentCancelled: 'cancelled', replaced: 'cancelled', paymentSucceeded: 'refund_due' },
  payment_failed: { paymentFailed: 'payment_failed', paymentSucceeded: 'refund_due' },
  expired: { holdExpired: 'expired', paymentSucceeded: 'refund_due' },
  refund_due: { paymentSucceeded: 'refund_due' },
}

/** What `event` does to an order in `state`: a change, nothing (a repeat), or refused. */
export function transition(state: OrderState, event: OrderEvent): Transition {
  const to = table[state][event]
  if (to === undefined) return { kind: 'refused' }
  return to === state ? { kind: 'same' } : { kind: 'change', to }
}

/** States from which nothing more happens without staff. */
export const isFinal = (state: OrderState) => state === 'confirmed' || state === 'refund_due' || state === 'cancelled' || state === 'payment_failed'
