import { describe, expect, it } from 'vitest'
import type { GiftCardCodeResult } from '@/domain/checkout/api'
import { giftCardLines, payingCodes } from './giftCardStatus'

const applied: GiftCardCodeResult = { code: 'AAAA-BBBB', status: 'applied', amount: 5000, balanceAfter: 2500, expiresAt: '2027-03-01' }
const expired: GiftCardCodeResult = { code: 'CCCC-DDDD', status: 'expired', amount: 0, balanceAfter: 1000, expiresAt: '2025-01-01' }

describe('giftCardLines', () => {
  it('pairs each code with its result: what an applied card pays and keeps, why another does not pay', () => {
    expect(giftCardLines(['AAAA-BBBB', 'CCCC-DDDD'], [applied, expired])).toEqual([
      { code: 'AAAA-BBBB', state: 'applied', amount: 5000, left: 2500, until: '2027-03-01' },
      { code: 'CCCC-DDDD', state: 'refused', status: 'expired' },
    ])
  })

  it('shows a code the latest answer does not cover yet as being checked', () => {
    expect(giftCardLines(['AAAA-BBBB', 'EEEE-FFFF'], [applied])).toEqual([
      { code: 'AAAA-BBBB', state: 'applied', amount: 5000, left: 2500, until: '2027-03-01' },
      { code: 'EEEE-FFFF', state: 'checking' },
    ])
    // The first card was removed: the old answer's first result belongs to another code.
    expect(giftCardLines(['CCCC-DDDD'], [applied, expired])).toEqual([{ code: 'CCCC-DDDD', state: 'checking' }])
  })
})

describe('payingCodes', () => {
  it('keeps only the cards that pay, in their order', () => {
    const notNeeded: GiftCardCodeResult = { ...applied, code: 'GGGG', status: 'notNeeded', amount: 0 }
    expect(payingCodes([expired, applied, notNeeded])).toEqual(['AAAA-BBBB'])
  })
})
