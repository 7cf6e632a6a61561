import { describe, expect, it } from 'vitest'
import { baseUrl } from './helpers'

// docs/ARCHITECTURE.md#styles: the site's styles come as one stylesheet, the same file on every page,
// so a first visit waits for one render-blocking file and every later page finds it in the cache.
// src/app/(frontend)/siteStyles.test.ts keeps components from importing CSS; this holds what Next
// actually sends, which a change in how the bundler splits styles would move.
describe("the site's stylesheet", () => {
  it('is one file, the same on every kind of page and in each language, and the page names no other', async () => {
    const paths = [
      '/',
      '/en',
      '/sv',
      '/artikkelit/talvikausi-alkaa',
      '/aktiviteettikauppa/kiipeilyn-kokeilu',
      '/majoitushaku',
      '/checkout',
      '/maintenance',
      '/en/no-such-page',
    ]
    const sheets = new Set<string>()
    for (const path of paths) {
      const html = await (await fetch(`${baseUrl}${path}`)).text()
      const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1])
      expect(links, path).toHaveLength(1)
      // React's payload, which the page reads once its scripts run, asks for no other stylesheet.
      expect(new Set(html.match(/\/_next\/static\/[^"\\]+\.css/g)), path).toEqual(new Set(links))
      sheets.add(links[0]!)
    }
    expect(sheets.size).toBe(1)
  })
})
