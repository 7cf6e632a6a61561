import { describe, expect, it } from 'vitest'
import { refundPlan } from './refundPlan'

const provider = { paymentId: 7, paid: 15000, refunded: 0 }

describe('where refunded money goes', () => {
  it('sends what a card paid back to the card before any cash', () => {
    expect(refundPlan(8000, [{ cardId: 1, paid: 5000, refunded: 0 }], provider, 'original')).toEqual([
      { destination: 'giftCard', cardId: 1, amount: 5000 },
      { destination: 'provider', paymentId: 7, amount: 3000 },
    ])
  })

  it('fills the last card first and skips what was already refunded to a card', () => {
    const cards = [
      { cardId: 1, paid: 2000, refunded: 0 },
      { cardId: 2, paid: 3000, refunded: 2500 },
    ]
    expect(refundPlan(1500, cards, provider, 'original')).toEqual([
      { destination: 'giftCard', cardId: 2, amount: 500 },
      { destination: 'giftCard', cardId: 1, amount: 1000 },
    ])
  })

  it('puts the provider part on a new gift card when the customer asks for one', () => {
    expect(refundPlan(4000, [], provider, 'giftCard')).toEqual([{ destination: 'newGiftCard', amount: 4000 }])
  })

  it('refuses to refund more than was paid and still unrefunded', () => {
    expect(refundPlan(6000, [], { paymentId: 7, paid: 15000, refunded: 10000 }, 'original')).toBeNull()
    expect(refundPlan(100, [{ cardId: 1, paid: 100, refunded: 100 }], null, 'original')).toBeNull()
    expect(refundPlan(0, [], provider, 'original')).toBeNull()
  })
})
