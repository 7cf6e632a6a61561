import { describe, expect, it } from 'vitest'
import { formatMoney, formatRate, helsinkiMoment } from './format'
import { plain } from './testText.fixture'

describe('mail formatting', () => {
  it('writes euros with a decimal comma, and no decimals when whole (docs/limits.md#money-and-vat)', () => {
    expect(plain(formatMoney(123_450, 'fi'))).toBe('1 234,50 €')
    expect(plain(formatMoney(30_700, 'sv'))).toBe('307 €')
    expect(plain(formatMoney(-2_400, 'fi'))).toBe('-24 €')
  })

  it('writes VAT rates from basis points in the language’s own way', () => {
    expect(formatRate(1350, 'fi')).toBe('13,5')
    expect(formatRate(2550, 'sv')).toBe('25,5')
    expect(formatRate(1350, 'en')).toBe('13.5')
    expect(formatRate(0, 'fi')).toBe('0')
  })

  it('shows instants on the Helsinki clock, across the daylight saving change', () => {
    expect(helsinkiMoment('2026-03-14T22:30:00.000Z')).toEqual({ date: '15.03.2026', time: '00:30' })
    expect(helsinkiMoment('2026-06-13T11:00:00.000Z')).toEqual({ date: '13.06.2026', time: '14:00' })
    expect(() => helsinkiMoment('yesterday')).toThrow(RangeError)
  })
})
