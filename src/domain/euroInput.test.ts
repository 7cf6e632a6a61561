import { describe, expect, it } from 'vitest'
import { eurosToCents } from './euroInput'

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
