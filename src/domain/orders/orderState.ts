/**
 * The order state machine (docs/checkout.md#order-states): `pending_payment -> paid -> confirmed`, with `cancelled`,
 * `payment_failed`, `expired` and `refund_due`, and `refunded` once a sold order's every line is
 * cancelled, or a `refund_due` order's money is on its way back (docs/refunds.md). Every event applied to the state it already led to
 * changes nothing, so repeated returns and callbacks are harmless; the store applies a transition as
 * a compare-and-swap from the state it read.
 */
export const orderStates = ['pending_payment', 'paid', 'confirmed', 'cancelled', 'payment_failed', 'expired', 'refund_due', 'refunded'] as const
export type OrderState = (typeof orderStates)[number]

/**
 * `replaced`: the same browser placed a new order, so this unpaid one is given up. `freeOfCharge`:
 * nothing to pay (a free education, or gift cards paid it all): the order counts as paid without a
 * payment. `allCancelled`: the last line of a sold order was cancelled. `refundStarted`: staff sent a
 * `refund_due` order's money back.
 */
export type OrderEvent =
  'paymentSucceeded' | 'paymentCancelled' | 'paymentFailed' | 'holdExpired' | 'confirm' | 'replaced' | 'freeOfCharge' | 'allCancelled' | 'refundStarted'

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
  confirmed: { paymentSucceeded: 'confirmed', confirm: 'confirmed', allCancelled: 'refunded' },
  // The buyer gave up or the hold ran out, but the money arrived after all: keep it and flag it for
  // a refund or a new booking by staff, never silently confirm a sale whose inventory is gone.
  cancelled: { paymentCancelled: 'cancelled', replaced: 'cancelled', paymentSucceeded: 'refund_due' },
  payment_failed: { paymentFailed: 'payment_failed', paymentSucceeded: 'refund_due' },
  expired: { holdExpired: 'expired', paymentSucceeded: 'refund_due' },
  refund_due: { paymentSucceeded: 'refund_due', refundStarted: 'refunded' },
  // A repeated callback of the original payment must not make a refunded order look unpaid again.
  refunded: { paymentSucceeded: 'refunded', allCancelled: 'refunded', refundStarted: 'refunded' },
}

/** What `event` does to an order in `state`: a change, nothing (a repeat), or refused. */
export function transition(state: OrderState, event: OrderEvent): Transition {
  const to = table[state][event]
  if (to === undefined) return { kind: 'refused' }
  return to === state ? { kind: 'same' } : { kind: 'change', to }
}

/** States from which nothing more happens without staff. */
export const isFinal = (state: OrderState) =>
  state === 'confirmed' || state === 'refund_due' || state === 'refunded' || state === 'cancelled' || state === 'payment_failed'
