import { describe, expect, it } from 'vitest'
import { paymentMethodWords } from './paymentMethod'

describe('paymentMethodWords', () => {
  it('calls the test terminal a test payment, not by its id', () => {
    expect(paymentMethodWords('test-terminal', 29_800, false)).toEqual({ kind: 'testTerminal', brand: null })
  })

  it("names banks and wallets by their own names, whatever the provider's casing", () => {
    expect(paymentMethodWords('osuuspankki', 100, false)).toEqual({ kind: 'bank', brand: 'OP' })
    expect(paymentMethodWords('Nordea', 100, false)).toEqual({ kind: 'bank', brand: 'Nordea' })
    expect(paymentMethodWords('mobilepay', 100, false)).toEqual({ kind: 'wallet', brand: 'MobilePay' })
  })

  it('calls any card a card payment, with the brand when the provider gives one', () => {
    expect(paymentMethodWords('creditcard', 100, false)).toEqual({ kind: 'card', brand: null })
    expect(paymentMethodWords('visa', 100, true)).toEqual({ kind: 'card', brand: 'Visa' })
  })

  it('says "online payment" for a method it does not know rather than showing the id', () => {
    expect(paymentMethodWords('newbank', 100, false)).toEqual({ kind: 'online', brand: null })
  })

  it('tells a gift card payment from a free order when no terminal was used', () => {
    expect(paymentMethodWords(null, 0, true)).toEqual({ kind: 'giftCard', brand: null })
    expect(paymentMethodWords(null, 0, false)).toEqual({ kind: 'free', brand: null })
    expect(paymentMethodWords('', 500, false)).toEqual({ kind: 'online', brand: null })
  })
})
