import { describe, expect, it } from 'vitest'
import { messageLength, missingForGiftCard, recipientErrors } from './giftCardValidation'

const valid = { name: 'Aino', email: 'aino@example.fi', confirmEmail: 'Aino@example.fi ', message: 'Hyvää joulua!', terms: true }

describe('recipientErrors', () => {
  it('accepts a complete recipient (e-mail compared without case and spaces)', () => {
    expect(recipientErrors(valid)).toEqual({})
  })
  it('names each problem', () => {
    expect(recipientErrors({ name: ' ', email: 'aino', confirmEmail: 'x@y.fi', message: 'a'.repeat(151), terms: false })).toEqual({
      name: 'required',
      email: 'email',
      confirmEmail: 'mismatch',
      message: 'tooLong',
      terms: 'terms',
    })
    expect(recipientErrors({ ...valid, email: '', confirmEmail: '' })).toEqual({ email: 'required', confirmEmail: 'required' })
  })
  it('counts an emoji as one character', () => {
    expect(messageLength('🎁'.repeat(150))).toBe(150)
    expect(recipientErrors({ ...valid, message: '🎁'.repeat(150) })).toEqual({})
  })
})

describe('missingForGiftCard', () => {
  it('lists what keeps the card out of the cart, in the order of the form', () => {
    expect(missingForGiftCard(false, recipientErrors({ name: '', email: '', confirmEmail: '', message: '', terms: false }))).toEqual([
      'value',
      'name',
      'email',
      'confirmEmail',
      'terms',
    ])
    expect(missingForGiftCard(true, recipientErrors({ ...valid, email: 'aino', confirmEmail: 'x@y.fi' }))).toEqual(['emailValid', 'mismatch'])
    expect(missingForGiftCard(true, recipientErrors(valid))).toEqual([])
  })
})
