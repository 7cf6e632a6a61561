import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMemoryTier } from '../src/server/cache/memoryTier.mjs'
import { rawGet, type RawAnswer } from '../tests/fixtures/rawGet'
import { answerCompression } from './compressedAnswers.mjs'

describe('answerCompression', () => {
  const page = '<!DOCTYPE html><html lang="fi"><body>' + '<p>Tervetuloa Kuusirinteeseen, lomakohteeseen järven rannalla.</p>'.repeat(100) + '</body></html>'
  let current = page
  let server: Server
  let port: number
  let lookups = 0
  let found = 0
  const inner = createMemoryTier<Buffer>(1024 * 1024)
  const copies = {
    get: (key: string) => {
      lookups++
      const copy = inner.get(key)
      if (copy) found++
      return copy
    },
    set: (key: string, copy: Buffer, size: number) => inner.set(key, copy, size),
  }

  const routes: Record<string, (response: ServerResponse) => void> = {
    // What Next does with a page from its cache: the whole page in one end(), marked as from the cache.
    '/page': (response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('content-length', Buffer.byteLength(current))
      response.setHeader('x-nextjs-cache', 'HIT')
      response.end(current)
    },
    // A whole answer that is not from the page cache (a route handler's, say): made for this request.
    '/uncached': (response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.end(page)
    },
    // A dynamic page as it streams.
    '/streamed': (response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.write(page.slice(0, 2000))
      response.end(page.slice(2000))
    },
    // A route handler's answer: Next appends its headers, so the type is a list.
    '/api': (response) => {
      response.setHeader('content-type', ['application/json'])
      response.end(JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Huone ${i}` })) }))
    },
    '/small': (response) => {
      response.setHeader('content-type', 'text/html')
      response.setHeader('x-nextjs-cache', 'HIT')
      response.end('<p>Hei</p>')
    },
  }

  beforeAll(async () => {
    const compress = answerCompression(copies, createMemoryTier(1024 * 1024))
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      compress(request, response)
      routes[request.url ?? '']!(response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  beforeEach(() => {
    lookups = 0
    found = 0
    current = page
  })

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawGet(`http://127.0.0.1:${port}`, path, headers, method)
  const decoded = (answer: RawAnswer) =>
    (answer.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(answer.body)
      : answer.headers['content-encoding'] === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body
    ).toString()

  it('compresses a cached page once per encoding and serves the kept copy after that', async () => {
    const first = await get('/page', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    const second = await get('/page', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    const gzipOnly = await get('/page', { 'accept-encoding': 'gzip' })
    expect([first.headers['content-encoding'], second.headers['content-encoding'], gzipOnly.headers['content-encoding']]).toEqual(['br', 'br', 'gzip'])
    for (const answer of [first, second, gzipOnly]) {
      expect(decoded(answer)).toBe(page)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    }
    expect(second.body.equals(first.body)).toBe(true)
    expect([lookups, found]).toEqual([3, 1])
  })

  it('never serves a kept copy for other bytes, and tags them anew', async () => {
    const before = await get('/page', { 'accept-encoding': 'br' })
    current = page.replace('Tervetuloa', 'Välkommen')
    const changed = await get('/page', { 'accept-encoding': 'br' })
    expect(decoded(changed)).toBe(current)
    expect(changed.headers.etag).not.toBe(before.headers.etag)
  })

  it('tags each encoding of a cached page apart, and answers a client holding that one with 304 and no body', async () => {
    const [br, gzip, plain] = await Promise.all([get('/page', { 'accept-encoding': 'br' }), get('/page', { 'accept-encoding': 'gzip' }), get('/page')])
    const tags = [br.headers.etag, gzip.headers.etag, plain.headers.etag]
    expect(new Set(tags).size).toBe(3)
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/)
    const again = await get('/page', { 'accept-encoding': 'br', 'if-none-match': `"other", W/${br.headers.etag}` })
    expect([again.status, again.body.length, again.headers.etag, again.headers['content-type']]).toEqual([304, 0, br.headers.etag, undefined])
    // The gzip copy's tag is not the Brotli one's: a client that switched gets the page.
    const switched = await get('/page', { 'accept-encoding': 'br', 'if-none-match': gzip.headers.etag! })
    expect([switched.status, decoded(switched)]).toEqual([200, page])
    current = page.replace('Tervetuloa', 'Välkommen')
    const published = await get('/page', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! })
    expect([published.status, decoded(published)]).toEqual([200, current])
  })

  it('sends the page as it is to a client that accepts no compression, and to a HEAD request', async () => {
    const plain = await get('/page')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(page)
    const head = await get('/page', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(lookups).toBe(0)
  })

  it('compresses streamed, API and other uncached answers as they go, without keeping or tagging them', async () => {
    const streamed = await get('/streamed', { 'accept-encoding': 'br, gzip' })
    const api = await get('/api', { 'accept-encoding': 'gzip' })
    const uncached = await get('/uncached', { 'accept-encoding': 'br' })
    expect([streamed, api, uncached].map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'gzip', 'br'])
    expect(decoded(streamed)).toBe(page)
    expect(decoded(uncached)).toBe(page)
    expect(JSON.parse(decoded(api)).items).toHaveLength(100)
    expect([streamed, api, uncached].map((answer) => answer.headers.etag)).toEqual([undefined, undefined, undefined])
    expect(lookups).toBe(0)
  })

  it('leaves an answer under a kilobyte alone', async () => {
    const small = await get('/small', { 'accept-encoding': 'br' })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body.toString()).toBe('<p>Hei</p>')
  })
})
