import { describe, expect, it } from 'vitest'
import { parsePriceBound } from '@/domain/categoryFilters'
import { centsToInput } from './priceInput'

describe('centsToInput', () => {
  it('writes whole euros without decimals and cents with the locale separator', () => {
    expect(centsToInput(4500, 'fi')).toBe('45')
    expect(centsToInput(4550, 'fi')).toBe('45,50')
    expect(centsToInput(4505, 'en')).toBe('45.05')
    expect(centsToInput(null, 'sv')).toBe('')
  })
  it('reads back through the price filter parser', () => {
    for (const cents of [0, 5, 4550, 123456]) expect(parsePriceBound(centsToInput(cents, 'sv'))).toBe(cents)
  })
})
