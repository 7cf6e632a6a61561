/**
 * Two app processes on one PostgreSQL database sharing Next's caches and change messages through
 * Redis (docs/operations.md#several-processes): A is the test server's first process, B its second.
 * A change made through A shows in B's very next answer, although B had the old one cached. Runs
 * only in `npm test`'s step "two processes with Redis (PostgreSQL)", which gives both processes a
 * key prefix of their own (TEST_REDIS_PREFIX) on the Redis at TEST_REDIS_URL.
 */
import { randomInt } from 'node:crypto'
import { request } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import type { AvailabilityResponse, CategoryItemsResponse } from '@/domain/shopApi'
import type { StayOffer } from '@/domain/availability/types'
import { addDays } from '@/domain/helsinki'
import { futureDay, secondBaseUrl, stay, submit } from './checkoutFlow'
import { baseUrl, getJson, pageIdByPath, patchPage, postJson, roomInWindow, staffApi } from './helpers'

const a = baseUrl
const b = secondBaseUrl
const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
})

const html = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' })
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), text: await response.text(), location: response.headers.get('location') }
}
const categoryItems = (base: string, body: unknown) => postJson('/proxy/vm-view/v1/category/items?locale=fi-FI', body, { 'x-locale': 'fi-FI' }, base)

describe.runIf(process.env.TEST_REDIS_PREFIX)('two app processes sharing Redis', () => {
  it('both processes serve one page cache: a page B rendered is cached for A too, under the same tag', async () => {
    await html(b, '/en')
    const fromA = await fetch(`${a}/en`)
    expect(fromA.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
    // Behind a balancer, a browser's next visit may reach the other process with the tag it holds.
    const again = await fetch(`${b}/en`, { headers: { 'if-none-match': fromA.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('a page published through A shows in B’s next answer, though B had it cached', async () => {
    const path = '/tietosuoja'
    const id = await pageIdByPath('tietosuoja')
    const { body } = await getJson(`/api/pages/${id}?locale=fi&depth=0`)
    const original = (body as { pageTitle: string }).pageTitle
    cleanups.push(() => patchPage(id, { pageTitle: original, _status: 'published' }))
    await html(b, path)
    const before = await html(b, path)
    expect(before.cache).toMatch(/HIT|STALE/)
    const title = `Kuusirinne ${randomInt(1e9)}`
    expect(before.text).not.toContain(title)
    await patchPage(id, { pageTitle: title, _status: 'published' })
    const after = await html(b, path)
    expect(after.status).toBe(200)
    expect(after.text).toContain(title)
  })

  it('a redirect added through A is followed by B’s request hook at once', async () => {
    await html(b, '/en') // B's request hook has read its redirect table
    const from = `/vanha-tarjous-${randomInt(1e9)}`
    const created = await staffApi('POST', '/api/redirects', { from, to: '/en', permanent: false })
    cleanups.push(() => staffApi('DELETE', `/api/redirects/${created.doc!.id}`))
    const answer = await html(b, from)
    expect(answer.status).toBe(307)
    expect(answer.location).toMatch(/\/en$/)
  })

  it('a price changed through A is B’s price at once', async () => {
    const { docs } = (await getJson('/api/products?where[code][equals]=MOKKI-JARVI&depth=0')).body as { docs: { id: number; erpStartingPrice: number }[] }
    const product = docs[0]!
    cleanups.push(() => staffApi('PATCH', `/api/products/${product.id}`, { erpStartingPrice: product.erpStartingPrice }))
    const startingPrice = async (base: string) =>
      ((await categoryItems(base, { categoryCode: 'MAJOITUS' })).body as CategoryItemsResponse).items.find((i) => i.code === 'MOKKI-JARVI')!.erpStartingPrice
    expect(await startingPrice(b)).toBe(product.erpStartingPrice) // B has loaded its catalogue
    await staffApi('PATCH', `/api/products/${product.id}`, { erpStartingPrice: product.erpStartingPrice + 1000 })
    expect(await startingPrice(b)).toBe(product.erpStartingPrice + 1000)
  })

  it('holds are shared: a stay ordered through A is one unit fewer in B’s availability', async () => {
    const code = 'HUONE-2H'
    const from = futureDay(60 + randomInt(60))
    const to = addDays(from, 1)
    const freeUnits = async () =>
      (
        (
          await postJson(
            '/proxy/vm-view/v2/product/availability',
            { productCode: code, productCodesInCart: [], filter: { dates: { from, to }, persons: { numberOfAdults: 2 } } },
            { 'x-locale': 'fi-FI' },
            b,
          )
        ).body as AvailabilityResponse
      ).items as StayOffer[]
    const before = (await freeUnits())[0]!.freeUnits
    expect(before).toBeGreaterThan(0)
    const submitted = await submit([stay(code, from, to)], {}, a)
    expect(submitted.status).toBe(200)
    expect((await freeUnits())[0]!.freeUnits).toBe(before - 1)
  })

  it('rate limits are shared: one client’s calls count together in A and B', { timeout: 60_000 }, async () => {
    // `account exists` allows 30 calls a minute per client (tests/int/clientLimits.test.ts). A trusts one
    // proxy (the client is the X-Forwarded-For entry); B faces its clients (the TCP peer).
    const client = `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`
    await roomInWindow(60, 10)
    const statuses: number[] = []
    for (let i = 0; i < 15; i++)
      statuses.push((await postJson('/proxy/api/v2/exists', { email: 'nobody@example.com' }, { 'x-forwarded-for': client }, a)).status)
    for (let i = 0; i < 15; i++) statuses.push(await postFrom(client, `${b}/proxy/api/v2/exists`, { email: 'nobody@example.com' }))
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect(await postFrom(client, `${b}/proxy/api/v2/exists`, { email: 'nobody@example.com' })).toBe(429)
  })
})

/** A POST from a chosen loopback source address (a client of its own, as far as the server can tell). */
function postFrom(localAddress: string, url: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const call = request(
      { host: '127.0.0.1', port: target.port, path: target.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    call.on('error', reject)
    call.end(JSON.stringify(body))
  })
}
