import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { formErrors } from './accounts/accountForms'
import { numberProblem, parseTypedNumber } from './numberField'

describe('parseTypedNumber', () => {
  it('reads a decimal comma or point, a sign and spaces between thousands, and counts the decimals as typed', () => {
    expect(parseTypedNumber('12,50')).toEqual({ value: 12.5, decimals: 2 })
    expect(parseTypedNumber(' -3.25 ')).toEqual({ value: -3.25, decimals: 2 })
    expect(parseTypedNumber('1 200')).toEqual({ value: 1200, decimals: 0 })
    expect(parseTypedNumber('1\u00a0200,5')).toEqual({ value: 1200.5, decimals: 1 })
  })

  it('is null for anything else', () => {
    for (const text of ['', 'abc', '12e3', '1,2,3', '--1', '12,', ',5', '0x10', '1 2 3 4 5 6 7 8 9 0 1 2 3']) expect(parseTypedNumber(text), text).toBeNull()
  })
})

describe('numberProblem', () => {
  const amount = { min: 20, max: 500, decimals: 2 }

  it('accepts a number within the rule', () => {
    expect(numberProblem('20', amount)).toBeNull()
    expect(numberProblem('499,99', amount)).toBeNull()
    expect(numberProblem('500.00', amount)).toBeNull()
  })

  it('names the first problem with its N, in the order a visitor fixes them', () => {
    expect(numberProblem(' ', amount)).toEqual({ key: 'required' })
    expect(numberProblem('20 €', amount)).toEqual({ key: 'number' })
    expect(numberProblem('kaksikymmentä', amount)).toEqual({ key: 'number' })
    expect(numberProblem('12,505', amount)).toEqual({ key: 'maxDecimals', max: 2 })
    expect(numberProblem('19,99', amount)).toEqual({ key: 'minValue', min: 20 })
    expect(numberProblem('500,01', amount)).toEqual({ key: 'maxValue', max: 500 })
  })

  it('asks a whole number unless decimals are allowed', () => {
    expect(numberProblem('2,5', { min: 1, max: 12 })).toEqual({ key: 'maxDecimals', max: 0 })
    expect(numberProblem('2,0', { min: 1, max: 12 })).toEqual({ key: 'maxDecimals', max: 0 })
    expect(numberProblem('13', { min: 1, max: 12 })).toEqual({ key: 'maxValue', max: 12 })
  })

  it('asks a multiple of the step, counted without float error', () => {
    expect(numberProblem('5,5', { decimals: 1, step: 0.5 })).toBeNull()
    expect(numberProblem('5,3', { decimals: 1, step: 0.5 })).toEqual({ key: 'roundTo', step: 0.5 })
    expect(numberProblem('0,3', { decimals: 2, step: 0.1 })).toBeNull()
    expect(numberProblem('0,35', { decimals: 2, step: 0.1 })).toEqual({ key: 'roundTo', step: 0.1 })
    expect(numberProblem('25', { step: 5 })).toBeNull()
    expect(numberProblem('27', { step: 5 })).toEqual({ key: 'roundTo', step: 5 })
  })
})

describe('number rules in a form schema', () => {
  it('answer the same message keys and N through the shared form errors', () => {
    const schema = z.object({ guests: z.number({ message: 'number' }).min(1, 'minValue').max(12, 'maxValue').multipleOf(2, 'roundTo') })
    expect(formErrors(schema, { guests: 0 })).toEqual({ guests: { key: 'minValue', min: 1 } })
    expect(formErrors(schema, { guests: 14 })).toEqual({ guests: { key: 'maxValue', max: 12 } })
    expect(formErrors(schema, { guests: 3 })).toEqual({ guests: { key: 'roundTo', step: 2 } })
    expect(formErrors(schema, { guests: 'x' })).toEqual({ guests: { key: 'number' } })
  })
})
