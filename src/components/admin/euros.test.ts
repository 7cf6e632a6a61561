import { describe, expect, it } from 'vitest'
import { adminEuros } from './euros'

/** Intl separates with no-break spaces; tests compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('adminEuros', () => {
  it('shows cents as euros with two decimals in the admin language', () => {
    expect(plain(adminEuros(29800, 'fi'))).toBe('298,00 €')
    expect(plain(adminEuros(123456, 'fi'))).toBe('1 234,56 €')
    expect(plain(adminEuros(29800, 'sv'))).toBe('298,00 €')
    expect(adminEuros(29800, 'en')).toBe('€298.00')
  })

  it('shows a dash for a missing or broken amount', () => {
    expect(adminEuros(null, 'fi')).toBe('–')
    expect(adminEuros(12.5, 'fi')).toBe('–')
  })
})
