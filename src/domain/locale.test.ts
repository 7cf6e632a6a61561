import { describe, expect, it } from 'vitest'
import { localeFromIso } from './locale'

describe('localeFromIso', () => {
  it('reads the storefront ISO codes', () => {
    expect(localeFromIso('fi-FI')).toBe('fi')
    expect(localeFromIso('en-US')).toBe('en')
    expect(localeFromIso('sv-SE')).toBe('sv')
  })
  it('accepts country variants and bare codes', () => {
    expect(localeFromIso('sv-FI')).toBe('sv')
    expect(localeFromIso('EN')).toBe('en')
  })
  it('falls back to Finnish for missing or unknown values', () => {
    expect(localeFromIso(undefined)).toBe('fi')
    expect(localeFromIso('')).toBe('fi')
    expect(localeFromIso('nb-NO')).toBe('fi')
  })
})
