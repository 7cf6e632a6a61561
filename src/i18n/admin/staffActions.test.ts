import { describe, expect, it } from 'vitest'
import { staffText, staffTexts } from './staffActions'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('staff action texts', () => {
  it('say every text in Finnish, English and Swedish, with the same values to fill', () => {
    for (const key of Object.keys(staffTexts.fi) as (keyof typeof staffTexts.fi)[]) {
      for (const locale of ['en', 'sv'] as const) {
        expect(staffTexts[locale][key], `${locale}.${key}`).not.toBe('')
        expect(placeholders(staffTexts[locale][key]), `${locale}.${key}`).toEqual(placeholders(staffTexts.fi[key]))
      }
    }
  })

  it('fill their values in the admin language, Finnish when the language is not one of ours', () => {
    expect(staffText('sv', 'refundStartedMany', { count: 2 })).toBe('2 återbetalningar har påbörjats: se deras status under Återbetalningar.')
    expect(staffText('en', 'atMost', { amount: '€12.50' })).toBe('At most €12.50 can be refunded.')
    expect(staffText('de', 'belowZero')).toBe('Saldo ei voi mennä alle nollan.')
    expect(staffText('fi', 'requestFailed')).toBe('Pyyntö epäonnistui (HTTP {status}).')
  })
})
