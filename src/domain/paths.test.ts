import { describe, expect, it } from 'vitest'
import {
  articleSlugFromPath,
  contentPathFromSegments,
  articleUrl,
  withExplicitLocale,
  localizedPath,
  normalizePagePath,
  pathTable,
  toContentPath,
  withLocalePrefix,
} from './paths'

describe('localizedPath', () => {
  it('gives the path table paths for Finnish and English', () => {
    expect(localizedPath('accommodationSearch', 'fi')).toBe('/majoitushaku')
    expect(localizedPath('accommodationSearch', 'en')).toBe('/en/accommodation')
    expect(localizedPath('resetPassword', 'en')).toBe('/en/reset-password')
    expect(localizedPath('giftCard', 'en')).toBe('/en/lahjakortti')
    expect(localizedPath('checkout', 'fi')).toBe('/checkout')
  })
  it('prefixes Swedish paths with /sv', () => {
    expect(localizedPath('search', 'sv')).toBe('/sv/sok')
  })
  it('gives the landing page of each locale', () => {
    expect(localizedPath('landing', 'fi')).toBe('/')
    expect(localizedPath('landing', 'en')).toBe('/en')
    expect(localizedPath('landing', 'sv')).toBe('/sv')
  })
  it('falls back to the landing page for an unknown key', () => {
    expect(localizedPath('nope', 'fi')).toBe('/')
    expect(localizedPath('nope', 'sv')).toBe('/sv')
  })
  it('has a path for every key in every locale, unique per locale', () => {
    for (const locale of ['fi', 'en', 'sv'] as const) {
      const paths = Object.values(pathTable).map((entry) => entry[locale])
      expect(paths.every((p) => p.length > 0)).toBe(true)
      expect(new Set(paths).size).toBe(paths.length)
    }
  })
})

describe('withLocalePrefix', () => {
  it('joins prefix and path without double slashes', () => {
    expect(withLocalePrefix('/info/', 'en')).toBe('/en/info')
    expect(withLocalePrefix('info/kayttoehdot', 'fi')).toBe('/info/kayttoehdot')
  })
})

describe('toContentPath', () => {
  it('strips the language prefix and makes the empty path the root', () => {
    expect(toContentPath('/en')).toEqual({ pagePath: '/', preview: false, locale: 'en' })
    expect(toContentPath('/sv/')).toEqual({ pagePath: '/', preview: false, locale: 'sv' })
    expect(toContentPath('/')).toEqual({ pagePath: '/', preview: false, locale: null })
  })
  it('removes the leading slash from other paths', () => {
    expect(toContentPath('/en/info/terms-of-use-and-cookie-policy').pagePath).toBe('info/terms-of-use-and-cookie-policy')
    expect(toContentPath('/majoitushaku?x=1#top')).toEqual({
      pagePath: 'majoitushaku',
      preview: false,
      locale: null,
    })
  })
  it('detects and strips the preview segment', () => {
    expect(toContentPath('/preview/majoitushaku')).toEqual({
      pagePath: 'majoitushaku',
      preview: true,
      locale: null,
    })
    expect(toContentPath('/en/preview')).toEqual({ pagePath: '/', preview: true, locale: 'en' })
  })
})

describe('normalizePagePath', () => {
  it('trims slashes and keeps the root', () => {
    expect(normalizePagePath('/info/')).toBe('info')
    expect(normalizePagePath('')).toBe('/')
    expect(normalizePagePath('//')).toBe('/')
    expect(normalizePagePath('a//b')).toBe('a/b')
  })
})

describe('articleSlugFromPath', () => {
  it('recognises the per-language article base path', () => {
    expect(articleSlugFromPath('artikkelit/padel-avattu', 'fi')).toBe('padel-avattu')
    expect(articleSlugFromPath('articles/padel-opened', 'en')).toBe('padel-opened')
    expect(articleSlugFromPath('articles/padel-opened', 'fi')).toBeNull()
    expect(articleSlugFromPath('artikkelit', 'fi')).toBeNull()
    expect(articleSlugFromPath('artikkelit/a/b', 'fi')).toBeNull()
  })
})

describe('withExplicitLocale', () => {
  it('names Finnish explicitly and leaves other languages as they are', () => {
    expect(withExplicitLocale('/majoitushaku', 'fi')).toBe('/fi/majoitushaku')
    expect(withExplicitLocale('/', 'fi')).toBe('/fi')
    expect(withExplicitLocale('/en/accommodation', 'en')).toBe('/en/accommodation')
  })
})

describe('articleUrl', () => {
  it("joins the language's article path and the slug", () => {
    expect(articleUrl('padel', 'fi')).toBe('/artikkelit/padel')
    expect(articleUrl('padel', 'sv')).toBe('/sv/artiklar/padel')
  })
})

describe('contentPathFromSegments', () => {
  it('decodes the route segments into a content path', () => {
    expect(contentPathFromSegments('en', ['info', 'terms'])).toEqual({ pagePath: 'info/terms', preview: false, locale: 'en' })
    expect(contentPathFromSegments('fi', undefined)).toEqual({ pagePath: '/', preview: false, locale: 'fi' })
    expect(contentPathFromSegments('fi', ['preview', 'info'])?.preview).toBe(true)
    expect(contentPathFromSegments('fi', ['k%C3%A4si'])?.pagePath).toBe('käsi')
  })
  it('gives null for a malformed encoding', () => {
    expect(contentPathFromSegments('fi', ['%E0%A4%A'])).toBeNull()
  })
})
