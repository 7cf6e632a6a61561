import { describe, expect, it } from 'vitest'
import { baseUrl } from './helpers'

/** The page's hero images and image preloads as served (docs/content.md#blocks). */
async function imagesOf(path: string) {
  const html = await (await fetch(`${baseUrl}${path}`)).text()
  const head = html.slice(0, html.indexOf('</head>'))
  return {
    heroes: [...html.matchAll(/<img\b[^>]*class="hero__image"[^>]*>/g)].map(([tag]) => tag),
    preloads: [...head.matchAll(/<link\b[^>]*as="image"[^>]*>/g)].map(([tag]) => tag),
  }
}

describe("the page's leading image loads first", () => {
  it.each(['/', '/en', '/sv'])(
    'the landing page (%s): its hero under the booking search is eager, high priority and preloaded; the other slides wait',
    async (path) => {
      const { heroes, preloads } = await imagesOf(path)
      expect(heroes.length).toBeGreaterThan(1)
      const [lead, ...others] = heroes
      expect(lead).toContain('loading="eager"')
      expect(lead).toContain('fetchPriority="high"')
      const leadFile = /src="([^"]+)"/.exec(lead!)![1]!.replace(/-\d+x\d+\.\w+$/, '')
      expect(preloads.some((tag) => tag.includes(leadFile) && tag.includes('fetchPriority="high"'))).toBe(true)
      for (const other of others) expect(other).toContain('loading="lazy"')
    },
  )
})
