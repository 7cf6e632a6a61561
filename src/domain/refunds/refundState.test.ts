import { describe, expect, it } from 'vitest'
import { refundTransition } from './refundState'

describe('the refund state machine', () => {
  it('ends a pending refund refunded or failed', () => {
    expect(refundTransition('refund_pending', 'succeeded')).toEqual({ kind: 'change', to: 'refunded' })
    expect(refundTransition('refund_pending', 'failed')).toEqual({ kind: 'change', to: 'refund_failed' })
  })

  it('lets staff retry only a failed refund', () => {
    expect(refundTransition('refund_failed', 'retried')).toEqual({ kind: 'change', to: 'refund_pending' })
    expect(refundTransition('refund_pending', 'retried').kind).toBe('refused')
    expect(refundTransition('refunded', 'retried').kind).toBe('refused')
  })

  it('never undoes a refund, and a repeated callback changes nothing', () => {
    expect(refundTransition('refunded', 'failed').kind).toBe('refused')
    expect(refundTransition('refunded', 'succeeded').kind).toBe('same')
    expect(refundTransition('refund_failed', 'failed').kind).toBe('same')
  })

  it('believes the provider when it says a failed refund went through after all', () => {
    expect(refundTransition('refund_failed', 'succeeded')).toEqual({ kind: 'change', to: 'refunded' })
  })
})
