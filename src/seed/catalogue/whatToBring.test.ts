import { describe, expect, it } from 'vitest'
import { seedProducts } from './index'
import { demoWhatToBring, whatToBringData } from './whatToBring'

describe('the demo’s what to bring', () => {
  it('belongs to products the demo sells, in all three languages', () => {
    const codes = new Set(seedProducts.map((p) => p.code))
    for (const [code, text] of Object.entries(demoWhatToBring)) {
      expect(codes.has(code), code).toBe(true)
      for (const locale of ['fi', 'en', 'sv'] as const) expect(text[locale].trim(), `${code} ${locale}`).not.toBe('')
    }
  })

  it('is stored in the language asked for, and left out where nothing is needed', () => {
    expect(whatToBringData('UINTI-AIKUINEN', 'sv')).toEqual({ whatToBring: demoWhatToBring['UINTI-AIKUINEN']!.sv })
    expect(whatToBringData('TENNIS-SISA', 'fi')).toEqual({})
  })
})
