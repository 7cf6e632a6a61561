import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawGet } from '../tests/fixtures/rawGet'
import { precompress, staticAssets } from './staticAssets.mjs'

const script = 'export function greet(name) { return `Hei ${name}` }\n'.repeat(200)

function buildDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-assets-'))
  mkdirSync(path.join(dir, 'chunks'))
  writeFileSync(path.join(dir, 'chunks', 'app.js'), script)
  writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'export{}')
  writeFileSync(path.join(dir, 'chunks', 'noise.js'), randomBytes(4096))
  writeFileSync(path.join(dir, 'chunks', 'picture.png'), Buffer.from(script))
  return dir
}

describe('precompress', () => {
  it('writes a Brotli and a gzip copy of each compressible file that decompress to the file, once', async () => {
    const dir = buildDir()
    try {
      expect(await precompress(dir)).toBe(2)
      const file = path.join(dir, 'chunks', 'app.js')
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script)
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script)
      // Too small to gain, no smaller when compressed, or not text: left alone.
      for (const name of ['tiny.js', 'noise.js', 'picture.png']) expect(existsSync(path.join(dir, 'chunks', `${name}.br`))).toBe(false)
      expect(await precompress(dir)).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('staticAssets', () => {
  let dir: string
  let server: Server
  let base: URL
  const leftToNext: string[] = []

  beforeAll(async () => {
    dir = buildDir()
    await precompress(dir)
    const serve = staticAssets(dir)
    server = createServer((request, response) => {
      if (serve(request, response)) return
      leftToNext.push(`${request.method} ${request.url}`)
      response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawGet(base, path, headers, method)

  it('serves the Brotli copy to a browser that accepts it, gzip to one that accepts only gzip, and the file to others', async () => {
    const br = await get('/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    const gz = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(script)
    const plain = await get('/_next/static/chunks/app.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    for (const answer of [br, gz, plain]) {
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(answer.headers['cache-control']).toBe('public,max-age=31536000,immutable')
    }
  })

  it('answers a repeated visit with 304 by its ETag', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' })
    const again = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('leaves other paths, other methods, unknown files and paths out of the folder to the app', async () => {
    leftToNext.length = 0
    await get('/_next/static/chunks/missing.js')
    await get('/_next/static/../../etc/passwd')
    await get('/_next/static/%2e%2e/%2e%2e/etc/passwd')
    await get('/_next/static/chunks/app.js', {}, 'POST')
    await get('/fi/chunks/app.js')
    expect(leftToNext).toEqual([
      'GET /_next/static/chunks/missing.js',
      'GET /_next/static/../../etc/passwd',
      'GET /_next/static/%2e%2e/%2e%2e/etc/passwd',
      'POST /_next/static/chunks/app.js',
      'GET /fi/chunks/app.js',
    ])
  })
})
