import { describe, expect, it } from 'vitest'
import { eurosToCents, typedEuros } from './euroInput'

describe('eurosToCents', () => {
  it('reads a decimal comma or point, whole euros and one decimal', () => {
    expect(eurosToCents('12,50')).toBe(1250)
    expect(eurosToCents('12.5')).toBe(1250)
    expect(eurosToCents('7')).toBe(700)
    expect(eurosToCents('0,05')).toBe(5)
  })

  it('keeps a sign, spaces and the euro sign aside', () => {
    expect(eurosToCents('-5')).toBe(-500)
    expect(eurosToCents(' +1 200,00 € ')).toBe(120000)
  })

  it('refuses fractions of a cent and what is not a number', () => {
    expect(eurosToCents('1,005')).toBeNull()
    expect(eurosToCents('')).toBeNull()
    expect(eurosToCents('abc')).toBeNull()
    expect(eurosToCents('1,2,3')).toBeNull()
    expect(eurosToCents('--1')).toBeNull()
  })
})

describe('typedEuros', () => {
  const range = { min: 2000, max: 50000 }

  it('answers the cents of an amount within the range', () => {
    expect(typedEuros('20', range)).toEqual({ ok: true, cents: 2000 })
    expect(typedEuros('125,50 €', range)).toEqual({ ok: true, cents: 12550 })
  })

  it('answers the generic form message of the first problem, its bounds in cents', () => {
    expect(typedEuros('', range)).toEqual({ ok: false, problem: { key: 'required' } })
    expect(typedEuros('sata', range)).toEqual({ ok: false, problem: { key: 'number' } })
    expect(typedEuros('25,555', range)).toEqual({ ok: false, problem: { key: 'maxDecimals', max: 2 } })
    expect(typedEuros('19,99', range)).toEqual({ ok: false, problem: { key: 'minValue', min: 2000 } })
    expect(typedEuros('500,01', range)).toEqual({ ok: false, problem: { key: 'maxValue', max: 50000 } })
  })
})
