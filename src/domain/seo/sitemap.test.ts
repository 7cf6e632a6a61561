import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots'
import { sitemapXml } from './sitemap'

describe('sitemapXml', () => {
  const xml = sitemapXml([
    {
      urls: { fi: 'https://x.example/majoitushaku', en: 'https://x.example/en/accommodation', sv: 'https://x.example/sv/boende' },
      lastModified: '2026-03-01T10:00:00.000Z',
    },
    { urls: { en: 'https://x.example/en/articles/a&b' }, lastModified: null },
  ])
  it('lists each language of a page with every alternate and Finnish as x-default', () => {
    expect(xml.match(/<url>/g)).toHaveLength(4)
    const sv = xml.split('\n').find((l) => l.includes('<loc>https://x.example/sv/boende</loc>'))
    expect(sv).toContain('<lastmod>2026-03-01</lastmod>')
    expect(sv).toContain('hreflang="fi-FI" href="https://x.example/majoitushaku"')
    expect(sv).toContain('hreflang="en-US" href="https://x.example/en/accommodation"')
    expect(sv).toContain('hreflang="x-default" href="https://x.example/majoitushaku"')
  })
  it('escapes addresses and falls back to the only language as x-default', () => {
    expect(xml).toContain('<loc>https://x.example/en/articles/a&amp;b</loc>')
    expect(xml).toContain('hreflang="x-default" href="https://x.example/en/articles/a&amp;b"')
  })
})

describe('robotsTxt', () => {
  it('keeps crawlers out of the admin, the API and private routes in every language, and names the sitemap', () => {
    const text = robotsTxt('https://x.example/sitemap.xml')
    for (const path of ['/admin', '/proxy/', '/checkout', '/sv/profile', '/en/homeowner', '/fi/booking', '/preview', '/en/view']) {
      expect(text).toContain(`Disallow: ${path}\n`)
    }
    expect(text).toContain('Sitemap: https://x.example/sitemap.xml')
  })
})
