import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { rawGet } from '../fixtures/rawGet'
import { baseUrl } from './helpers'

// docs/operations.md#compression: the build's files are compressed once, not per visitor; a cached page once per version.
describe("the build's scripts and stylesheets", () => {
  it('come to a browser that accepts Brotli as Brotli (when over a kilobyte), the same bytes as the file, cached for a year and with the security headers', async () => {
    const html = await (await fetch(`${baseUrl}/en`)).text()
    const files = [
      ...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css)[^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))),
    ]
    expect(files.some((file) => /\.css/.test(file))).toBe(true)
    expect(files.filter((file) => /\.js/.test(file)).length).toBeGreaterThan(3)
    for (const file of files) {
      const [br, plain] = await Promise.all([rawGet(baseUrl, file, { 'accept-encoding': 'gzip, deflate, br, zstd' }), rawGet(baseUrl, file, {})])
      expect([br.status, plain.status], file).toEqual([200, 200])
      // A file under a kilobyte is not worth a compressed copy and comes as it is.
      expect(br.headers['content-encoding'], file).toBe(plain.body.length < 1024 ? undefined : 'br')
      expect((br.headers['content-encoding'] ? brotliDecompressSync(br.body) : br.body).equals(plain.body), file).toBe(true)
      expect(br.headers['cache-control'], file).toContain('immutable')
      expect(br.headers['x-content-type-options'], file).toBe('nosniff')
    }
  })

  it('answer a file the build does not have with a 404', async () => {
    const missing = await rawGet(baseUrl, '/_next/static/chunks/not-in-this-build.js', { 'accept-encoding': 'br' })
    expect(missing.status).toBe(404)
  })
})

describe('pages and API answers', () => {
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }

  it('come as Brotli to a browser, the same page as sent uncompressed, in each language', async () => {
    for (const path of ['/', '/en', '/sv']) {
      await fetch(`${baseUrl}${path}`) // the first visit renders the page into the cache
      const [br, plain] = await Promise.all([rawGet(baseUrl, path, browser), rawGet(baseUrl, path, {})])
      expect([br.status, br.headers['content-encoding'], plain.headers['content-encoding']], path).toEqual([200, 'br', undefined])
      expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true)
      expect(Number(br.headers['content-length']), path).toBe(br.body.length)
      expect(br.body.length, path).toBeLessThan(plain.body.length / 4)
    }
  })

  it('carry a tag of their own bytes and encoding, and a browser that holds the page gets 304 without it', async () => {
    await fetch(`${baseUrl}/sv`)
    const [br, gzip, plain] = await Promise.all([
      rawGet(baseUrl, '/sv', browser),
      rawGet(baseUrl, '/sv', { 'accept-encoding': 'gzip' }),
      rawGet(baseUrl, '/sv', {}),
    ])
    expect([br.headers.etag, gzip.headers.etag, plain.headers.etag]).toEqual([
      expect.stringMatching(/^"[\w-]+-br"$/),
      expect.stringMatching(/^"[\w-]+-gzip"$/),
      expect.stringMatching(/^"[\w-]+"$/),
    ])
    // The tag comes from the page's bytes: the same page, the same tag, visit after visit.
    expect((await rawGet(baseUrl, '/sv', browser)).headers.etag).toBe(br.headers.etag)
    const again = await rawGet(baseUrl, '/sv', { ...browser, 'if-none-match': br.headers.etag! })
    expect([again.status, again.body.length, again.headers.etag]).toEqual([304, 0, br.headers.etag])
    expect(again.headers['x-content-type-options']).toBe('nosniff')
    const otherCopy = await rawGet(baseUrl, '/sv', { ...browser, 'if-none-match': gzip.headers.etag! })
    expect([otherCopy.status, otherCopy.headers['content-encoding']]).toEqual([200, 'br'])
  })

  it("compress a route handler's JSON too", async () => {
    const answer = await rawGet(baseUrl, '/proxy/vm-view/v1/content/page?pagePath=/', browser)
    expect([answer.status, answer.headers['content-encoding']]).toEqual([200, 'br'])
    expect(JSON.parse(brotliDecompressSync(answer.body).toString()).content).toBeDefined()
  })
})
