import { describe, expect, it } from 'vitest'
import { giftCardTotalOf, lessGiftCards, maskedCode, normalizeGiftCardCode, payWithCards } from './redemption'

const card = (code: string, balance: number, lastDay = '2027-11-24') => ({ code, card: { code, balance, lastDay } })

describe('paying with gift cards', () => {
  it('pays in the order entered, each card as much as it holds, and keeps the rest on the last card', () => {
    const results = payWithCards(12000, [card('AAAA', 5000), card('BBBB', 10000)], '2026-11-24')
    expect(results.map((r) => [r.status, r.amount, r.balanceAfter])).toEqual([
      ['applied', 5000, 0],
      ['applied', 7000, 3000],
    ])
    expect(giftCardTotalOf(results)).toBe(12000)
  })

  it('says why a card pays nothing: unknown, expired, empty, entered twice, not needed', () => {
    const results = payWithCards(
      3000,
      [{ code: 'NONE', card: null }, card('OLD1', 5000, '2026-11-23'), card('ZERO', 0), card('FULL', 9000), card('FULL', 9000), card('MORE', 100)],
      '2026-11-24',
    )
    expect(results.map((r) => r.status)).toEqual(['unknown', 'expired', 'empty', 'applied', 'duplicate', 'notNeeded'])
    expect(giftCardTotalOf(results)).toBe(3000)
  })

  it('accepts a card on its last valid day', () => {
    expect(payWithCards(100, [card('LAST', 500, '2026-11-24')], '2026-11-24')[0]!.status).toBe('applied')
  })

  it('reads codes typed in any case, with spaces or dashes, as the stored grouped form', () => {
    expect(normalizeGiftCardCode(' demo lahj-akor tti1 ')).toBe('DEMO-LAHJ-AKOR-TTI1')
    expect(maskedCode('DEMO-LAHJ-AKOR-TTI1')).toBe('•••• TTI1')
  })

  it('takes the cards’ share off the first lines, so the provider’s items add up to what it charges', () => {
    expect(lessGiftCards([4000, 3000, 2000], 5000)).toEqual([0, 2000, 2000])
    expect(lessGiftCards([4000], 0)).toEqual([4000])
  })
})
