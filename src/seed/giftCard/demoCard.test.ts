import { describe, expect, it } from 'vitest'
import { normalizeGiftCardCode } from '@/domain/giftCards/redemption'
import { lastDayOf } from '@/domain/giftCards/validity'
import { demoGiftCard } from './demoCard'

describe('demo gift card', () => {
  it('is the documented staff card of 150 € with a code typed as the checkout normalizes it', () => {
    const card = demoGiftCard('2026-11-24', 7)
    expect(card).toMatchObject({ code: 'DEMO-LAHJ-AKOR-TTI1', value: 15000, origin: 'staff', orderId: null, designId: 7 })
    expect(normalizeGiftCardCode('demo lahj akor tti1')).toBe(card.code)
  })

  it('is valid through the same day twelve months after the seed day, until that day ends in Helsinki', () => {
    const card = demoGiftCard('2026-11-24', null)
    expect(card.validUntil.toISOString()).toBe('2027-11-24T22:00:00.000Z')
    expect(lastDayOf(card.validUntil.toISOString())).toBe('2027-11-24')
    expect(lastDayOf(demoGiftCard('2028-02-29', null).validUntil.toISOString())).toBe('2029-02-28')
    expect(demoGiftCard('2027-07-01', null).validUntil.toISOString()).toBe('2028-07-01T21:00:00.000Z')
  })
})
