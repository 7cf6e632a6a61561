/**
 * Per-client limits count the real client: the TCP peer, or behind TRUST_PROXY_HOPS proxies the
 * entry they appended to X-Forwarded-For, never an address a client wrote itself. The main test
 * server trusts one proxy (the tests play it); the second faces its clients directly.
 */
import { request } from 'node:http'
import { randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { baseUrl, postJson, roomInWindow } from './helpers'
import { secondBaseUrl } from './checkoutFlow'

// `account exists` allows 30 calls a minute per client: the cheapest limit to run into.
const limit = 30
const existsBody = { email: 'nobody@example.com' }
const randomAddress = () => `198.${randomInt(18, 20)}.${randomInt(256)}.${randomInt(1, 255)}`

/** A POST from a chosen loopback source address (a client of its own, as far as the server can tell). */
function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const call = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    call.on('error', reject)
    call.end(JSON.stringify(body))
  })
}

describe('behind a trusted proxy', () => {
  it('counts the address the proxy appended, however the client rotates the entries before it', { timeout: 90_000 }, async () => {
    const client = randomAddress()
    await roomInWindow(60, 25)
    const statuses: number[] = []
    for (let i = 0; i <= limit; i++) {
      statuses.push((await postJson('/proxy/api/v2/exists', existsBody, { 'x-forwarded-for': `${randomAddress()}, ${randomAddress()}, ${client}` })).status)
    }
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true)
    expect(statuses[limit]).toBe(429)
    // Another client behind the same proxy has its own count.
    expect((await postJson('/proxy/api/v2/exists', existsBody, { 'x-forwarded-for': `${client}, ${randomAddress()}` })).status).toBe(200)
  })
})

describe('facing clients directly (the default)', () => {
  it('counts the TCP peer: a forged X-Forwarded-For changes nothing, and two clients never share a count', { timeout: 90_000 }, async () => {
    await roomInWindow(60, 25)
    const one = `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`
    const other = `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`
    const url = `${secondBaseUrl}/proxy/api/v2/exists`
    const statuses: number[] = []
    for (let i = 0; i <= limit; i++)
      statuses.push(await postFrom(one, url, existsBody, { 'x-forwarded-for': randomAddress(), 'x-resort-peer': `forged ${randomAddress()}` }))
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true)
    expect(statuses[limit]).toBe(429)
    expect(await postFrom(other, url, existsBody)).toBe(200)
  })
})

describe('answers of every kind', () => {
  const paths = ['/', '/en/accommodation', '/proxy/vm-view/v1/content/layout/main', '/api/pages?limit=1', '/admin/login', '/favicon.svg', '/no-such-page']

  it('carry the security headers: no framing, no sniffing, a CSP that allows only this site', async () => {
    for (const path of paths) {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' })
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("frame-ancestors 'none'")
      expect(csp, path).toContain("object-src 'none'")
      expect(csp, path).toContain("default-src 'self'")
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()')
      // The test server's PUBLIC_URL is http: HSTS is for https sites only.
      expect(response.headers.get('strict-transport-security'), path).toBeNull()
    }
  })

  it('keeps a route’s own stricter policy (the test terminal runs no script at all)', async () => {
    const response = await fetch(`${baseUrl}/proxy/test-terminal?token=x`)
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it('a cached page keeps its headers on every visit', async () => {
    const first = await fetch(`${baseUrl}/en`)
    const second = await fetch(`${baseUrl}/en`)
    expect(second.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
  })
})
