import { describe, expect, it } from 'vitest'
import { isFinal, orderStates, transition, type OrderEvent, type OrderState } from './orderState'

const events: OrderEvent[] = [
  'paymentSucceeded',
  'paymentCancelled',
  'paymentFailed',
  'holdExpired',
  'confirm',
  'replaced',
  'freeOfCharge',
  'allCancelled',
  'refundStarted',
]

describe('order state machine', () => {
  it('goes pending_payment -> paid -> confirmed', () => {
    expect(transition('pending_payment', 'paymentSucceeded')).toEqual({ kind: 'change', to: 'paid' })
    expect(transition('paid', 'confirm')).toEqual({ kind: 'change', to: 'confirmed' })
  })

  it('ends a pending order as cancelled, failed or expired', () => {
    expect(transition('pending_payment', 'paymentCancelled')).toEqual({ kind: 'change', to: 'cancelled' })
    expect(transition('pending_payment', 'paymentFailed')).toEqual({ kind: 'change', to: 'payment_failed' })
    expect(transition('pending_payment', 'holdExpired')).toEqual({ kind: 'change', to: 'expired' })
  })

  it('keeps a late successful payment for an expired or cancelled order and flags it for refund', () => {
    for (const state of ['expired', 'cancelled', 'payment_failed'] as OrderState[]) {
      expect(transition(state, 'paymentSucceeded')).toEqual({ kind: 'change', to: 'refund_due' })
    }
  })

  it('gives up an unpaid order its browser replaced, and refunds a payment that still arrives for it', () => {
    expect(transition('pending_payment', 'replaced')).toEqual({ kind: 'change', to: 'cancelled' })
    expect(transition('cancelled', 'paymentSucceeded')).toEqual({ kind: 'change', to: 'refund_due' })
    expect(transition('paid', 'replaced')).toEqual({ kind: 'refused' })
  })

  it('counts an order with nothing to pay as paid, and only while it is pending', () => {
    expect(transition('pending_payment', 'freeOfCharge')).toEqual({ kind: 'change', to: 'paid' })
    expect(transition('expired', 'freeOfCharge')).toEqual({ kind: 'refused' })
  })

  it('treats a repeated return or callback as nothing new', () => {
    expect(transition('paid', 'paymentSucceeded')).toEqual({ kind: 'same' })
    expect(transition('confirmed', 'paymentSucceeded')).toEqual({ kind: 'same' })
    expect(transition('cancelled', 'paymentCancelled')).toEqual({ kind: 'same' })
    expect(transition('refund_due', 'paymentSucceeded')).toEqual({ kind: 'same' })
  })

  it('refuses what cannot happen: a paid order is not cancelled, failed or expired by a late message', () => {
    expect(transition('paid', 'paymentCancelled')).toEqual({ kind: 'refused' })
    expect(transition('paid', 'holdExpired')).toEqual({ kind: 'refused' })
    expect(transition('confirmed', 'paymentFailed')).toEqual({ kind: 'refused' })
    expect(transition('pending_payment', 'confirm')).toEqual({ kind: 'refused' })
  })

  it('never leaves a final state except by repeating it', () => {
    for (const state of orderStates.filter(isFinal)) {
      for (const event of events) {
        const t = transition(state, event)
        // Money arriving late, or a sold order whose lines were all cancelled or refunded.
        if (t.kind === 'change') expect(['refund_due', 'refunded']).toContain(t.to)
      }
    }
    expect(transition('confirmed', 'paymentCancelled').kind).toBe('refused')
  })

  it('ends a sold order refunded once all its lines are cancelled, and a repeated payment callback leaves it so', () => {
    expect(transition('confirmed', 'allCancelled')).toEqual({ kind: 'change', to: 'refunded' })
    expect(transition('refund_due', 'refundStarted')).toEqual({ kind: 'change', to: 'refunded' })
    expect(transition('refunded', 'paymentSucceeded').kind).toBe('same')
    expect(transition('pending_payment', 'allCancelled').kind).toBe('refused')
  })
})
