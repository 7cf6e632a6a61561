import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { baseUrl } from './helpers'

/**
 * The first-load JavaScript budget (docs/content.md#first-load-javascript; bench/jsbudget.mjs prints
 * the figures): what a modern browser downloads before a page is interactive, counted in gzip bytes
 * (zlib level 9 of the files as served), which do not depend on the machine. The page's
 * `<script src>` tags count; the `noModule` polyfill, which modern browsers skip, does not.
 */
const contentBudget = 140_000
const shopBudget = 180_000

async function firstLoadBytes(path: string) {
  const response = await fetch(`${baseUrl}${path}`)
  expect(response.status, path).toBeLessThan(400)
  const html = await response.text()
  const srcs = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/i.exec(tag)?.[1])
    .filter((src): src is string => Boolean(src))
  const sizes = await Promise.all(
    [...new Set(srcs)].map(async (src) => {
      const file = await fetch(new URL(src.replaceAll('&amp;', '&'), baseUrl))
      expect(file.status, src).toBe(200)
      return gzipSync(Buffer.from(await file.arrayBuffer()), { level: 9 }).length
    }),
  )
  return { scripts: sizes.length, gzip: sizes.reduce((sum, size) => sum + size, 0) }
}

describe('first-load JavaScript stays within its budget', () => {
  it.each(['/', '/artikkelit/talvikausi-alkaa', '/en', '/sv/', '/ajankohtaista'])('a content page, %s: at most 140 kB gzip', async (path) => {
    const { scripts, gzip } = await firstLoadBytes(path)
    expect(scripts).toBeGreaterThan(0)
    expect(gzip).toBeLessThanOrEqual(contentBudget)
  })

  it.each(['/majoitushaku', '/checkout', '/aktiviteettikauppa', '/aktiviteettikauppa/kiipeilyn-kokeilu'])(
    'a shop page, %s: at most 180 kB gzip',
    async (path) => {
      const { scripts, gzip } = await firstLoadBytes(path)
      expect(scripts).toBeGreaterThan(0)
      expect(gzip).toBeLessThanOrEqual(shopBudget)
    },
  )
})
