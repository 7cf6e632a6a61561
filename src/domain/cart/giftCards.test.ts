import { describe, expect, it } from 'vitest'
import { CartLineError } from './cartLine'
import { checkGiftCard, giftCardAlone, giftCardChoiceOf, giftCardValue } from './giftCards'

describe('a gift card is bought alone', () => {
  // Each case as it was for adding to the cart: the lines already there, then the line added.
  it('keeps gift cards apart from other items', () => {
    expect(giftCardAlone(['giftcard'])).toBe(true)
    expect(giftCardAlone(['giftcard', 'giftcard'])).toBe(true)
    expect(giftCardAlone(['Activity', 'giftcard'])).toBe(false)
    expect(giftCardAlone(['giftcard', 'Accommodation'])).toBe(false)
    expect(giftCardAlone(['Activity', 'Accommodation'])).toBe(true)
  })

  it('holds for an empty order and is broken by one other item among many gift cards', () => {
    expect(giftCardAlone([])).toBe(true)
    expect(giftCardAlone(['giftcard', 'giftcard', 'Education_purchase', 'giftcard'])).toBe(false)
  })
})

describe('the gift card choice', () => {
  const inventory = { kind: 'giftcard' as const, values: [5000], openValue: { min: 2000, max: 50000 }, validityMonths: 12, designs: [] }
  const choice = { value: 5000, recipientName: 'Aino', recipientEmail: 'aino@example.fi', message: 'Onnea!' }
  const codeOf = (f: () => unknown) => {
    try {
      f()
      return null
    } catch (error) {
      return error instanceof CartLineError ? error.code : 'other'
    }
  }

  it('reads an order line the way the cart wrote it, blanks for what is missing', () => {
    const metadata = { amount: 1, value: 4200, comment: 'Onnea!', recipient: { name: 'Aino', email: 'aino@example.fi' }, design: 'forest' }
    expect(giftCardChoiceOf(metadata)).toEqual({ value: 4200, message: 'Onnea!', recipientName: 'Aino', recipientEmail: 'aino@example.fi', design: 'forest' })
    expect(giftCardChoiceOf({ amount: 1 })).toEqual({ value: 0, message: '', recipientName: '', recipientEmail: '', design: null })
  })

  it('is sold only in the offered values and with a recipient', () => {
    expect(codeOf(() => checkGiftCard(inventory, choice))).toBeNull()
    expect(codeOf(() => checkGiftCard({ ...inventory, openValue: null }, { ...choice, value: 4200 }))).toBe('value')
    expect(codeOf(() => checkGiftCard(inventory, { ...choice, value: 2000.5 }))).toBe('value')
    expect(codeOf(() => checkGiftCard(inventory, { ...choice, recipientEmail: 'aino' }))).toBe('recipient')
    expect(codeOf(() => checkGiftCard(inventory, giftCardChoiceOf({ amount: 1 })))).toBe('value')
  })

  it('costs its value, and other lines have none', () => {
    expect(giftCardValue({ type: 'giftcard', metadata: { amount: 1, value: 4200 } })).toBe(4200)
    expect(giftCardValue({ type: 'Activity', metadata: { amount: 1, value: 4200 } })).toBeUndefined()
  })
})
