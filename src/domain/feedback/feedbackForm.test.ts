import { describe, expect, it } from 'vitest'
import { formErrors } from '../accounts/accountForms'
import { feedbackSchema } from './feedbackForm'

const valid = { name: 'Aino Virtanen', email: 'aino@example.com', feedback: 'The map plan has no text alternative.' }

describe('the accessibility feedback form', () => {
  it('accepts a name, an e-mail address and a few words of feedback', () => {
    expect(formErrors(feedbackSchema, valid)).toEqual({})
  })

  it('names each field’s problem with the generic form messages', () => {
    expect(formErrors(feedbackSchema, { name: ' ', email: 'nope', feedback: 'short' })).toEqual({
      name: { key: 'required' },
      email: { key: 'email' },
      feedback: { key: 'minLength', min: 10 },
    })
    expect(formErrors(feedbackSchema, { ...valid, name: 'x'.repeat(101), feedback: 'x'.repeat(5001) })).toEqual({
      name: { key: 'maxLength', max: 100 },
      feedback: { key: 'maxLength', max: 5000 },
    })
    expect(formErrors(feedbackSchema, {})).toEqual({ name: { key: 'required' }, email: { key: 'required' }, feedback: { key: 'required' } })
  })
})
