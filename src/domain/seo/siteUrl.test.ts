import { describe, expect, it } from 'vitest'
import { absoluteUrl, localeOrigins } from './siteUrl'

describe('absolute addresses', () => {
  it('puts every language on PUBLIC_URL when none has a domain', () => {
    const origins = localeOrigins('https://www.kuusirinne.example/', [])
    expect(absoluteUrl('/', 'fi', origins)).toBe('https://www.kuusirinne.example/')
    expect(absoluteUrl('/en/accommodation', 'en', origins)).toBe('https://www.kuusirinne.example/en/accommodation')
  })
  it('drops the prefix on a language’s own domain, keeping the public scheme and port', () => {
    const origins = localeOrigins('http://localhost:3000', [{ code: 'sv', domain: 'SV.localhost' }])
    expect(absoluteUrl('/sv/boende', 'sv', origins)).toBe('http://sv.localhost:3000/boende')
    expect(absoluteUrl('/sv', 'sv', origins)).toBe('http://sv.localhost:3000/')
    expect(absoluteUrl('/en/accommodation', 'en', origins)).toBe('http://localhost:3000/en/accommodation')
  })
  it('leaves an absolute address alone', () => {
    expect(absoluteUrl('https://elsewhere.example/x', 'fi', localeOrigins('http://localhost:3000', []))).toBe('https://elsewhere.example/x')
  })
})
