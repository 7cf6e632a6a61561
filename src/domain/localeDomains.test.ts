import { describe, expect, it } from 'vitest'
import { localeForHost } from './localeDomains'

const entries = [
  { code: 'fi', domain: 'www.kuusirinne.example' },
  { code: 'sv', domain: 'sv.localhost' },
  { code: 'en', domain: null },
]

describe('localeForHost', () => {
  it('finds the locale of a configured domain, ignoring port and case', () => {
    expect(localeForHost('SV.localhost:3000', entries)).toBe('sv')
    expect(localeForHost('www.kuusirinne.example', entries)).toBe('fi')
  })
  it('gives null for other hosts or no host', () => {
    expect(localeForHost('localhost:3000', entries)).toBeNull()
    expect(localeForHost(null, entries)).toBeNull()
  })
})
