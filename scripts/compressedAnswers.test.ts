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
    // What Next does with a page from its cache: the whole page in one end(), with an ETag.
    '/page': (response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('etag', '"page-v1"')
      response.end(current)
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
      response.setHeader('etag', '"small"')
      response.end('<p>Hei</p>')
    },
  }

  beforeAll(async () => {
    const compress = answerCompression(copies)
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

  it('never serves a kept copy for other bytes, whatever their ETag says', async () => {
    await get('/page', { 'accept-encoding': 'br' })
    current = page.replace('Tervetuloa', 'Välkommen')
    const changed = await get('/page', { 'accept-encoding': 'br' })
    expect(decoded(changed)).toBe(current)
  })

  it('sends the page as it is to a client that accepts no compression, and to a HEAD request', async () => {
    const plain = await get('/page')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(page)
    const head = await get('/page', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(lookups).toBe(0)
  })

  it('compresses streamed and API answers as they go, without keeping them', async () => {
    const streamed = await get('/streamed', { 'accept-encoding': 'br, gzip' })
    const api = await get('/api', { 'accept-encoding': 'gzip' })
    expect([streamed.headers['content-encoding'], api.headers['content-encoding']]).toEqual(['br', 'gzip'])
    expect(decoded(streamed)).toBe(page)
    expect(JSON.parse(decoded(api)).items).toHaveLength(100)
    expect(lookups).toBe(0)
  })

  it('leaves an answer under a kilobyte alone', async () => {
    const small = await get('/small', { 'accept-encoding': 'br' })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body.toString()).toBe('<p>Hei</p>')
  })
})
