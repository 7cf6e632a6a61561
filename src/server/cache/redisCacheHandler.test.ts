import { afterAll, describe, expect, it, vi } from 'vitest'
import { createCacheStore } from './redisCacheHandler.mjs'
import { createRedisLink } from './redisLink.mjs'

/** Nothing listens on port 1: the link never connects, as when Redis is down. */
describe('the cache handler while Redis is unreachable', () => {
  const log = { warn: vi.fn(), info: vi.fn() }
  const link = createRedisLink({ url: 'redis://127.0.0.1:1', prefix: 'resort-unit:', log, timeoutMs: 200 }).start()
  const store = createCacheStore(link, { maxMemoryBytes: 1024 * 1024 })
  afterAll(() => link.close())

  const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': 'pages,settings' }, status: 200 })

  it('answers a miss, keeps what is set in memory, and serves it from there', async () => {
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalled(), { timeout: 5000 })
    expect(link.ready()).toBe(false)
    expect(link.live()).toBe(false)
    expect(await store.get('/fi/page', { kind: 'APP_PAGE' })).toBeNull()
    await expect(store.set('/fi/page', page('<p>one</p>'), { cacheControl: { revalidate: false } })).resolves.toBeUndefined()
    const hit = await store.get('/fi/page', { kind: 'APP_PAGE' })
    expect(hit).toMatchObject({ value: { html: '<p>one</p>' }, cacheControl: { revalidate: false } })
  })

  it('still expires a page whose tag this process revalidated', async () => {
    await store.set('/fi/other', page('<p>two</p>'), {})
    await new Promise((resolve) => setTimeout(resolve, 2))
    await expect(store.revalidateTag('settings')).resolves.toBeUndefined()
    expect(await store.get('/fi/other', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('logged one warning for the whole outage', async () => {
    for (let i = 0; i < 20; i++) await store.get(`/missing/${i}`, { kind: 'APP_PAGE' })
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn.mock.calls[0]![0]).toMatch(/Redis at redis:\/\/127\.0\.0\.1:1 is unreachable/)
    expect(log.info).not.toHaveBeenCalled()
  })
})

/** Two links play two app processes on one Redis (npm test runs this where TEST_REDIS_URL answers). */
describe.runIf(process.env.TEST_REDIS_URL)('two processes sharing Redis', () => {
  const prefix = `resort-unit-${process.pid}-${Date.now()}:`
  const quiet = { warn: vi.fn(), info: vi.fn() }
  const linkA = createRedisLink({ url: process.env.TEST_REDIS_URL!, prefix, log: quiet }).start()
  const linkB = createRedisLink({ url: process.env.TEST_REDIS_URL!, prefix, log: quiet }).start()
  const a = createCacheStore(linkA)
  const b = createCacheStore(linkB)
  const data = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false })

  afterAll(async () => {
    const keys = await linkA.client.keys(`${prefix}*`)
    if (keys.length > 0) await linkA.client.del(keys)
    await Promise.all([linkA.close(), linkB.close()])
  })

  it('serves in one process what the other cached, until either revalidates its tag', async () => {
    await vi.waitFor(() => expect(linkA.live() && linkB.live()).toBe(true), { timeout: 5000 })
    const ctx = { kind: 'FETCH', tags: ['catalogue'], softTags: [] }
    await a.set('k', data('old'), { fetchCache: true, tags: ['catalogue'] })
    expect(await b.get('k', ctx)).toMatchObject({ value: { data: { body: 'old' } } })
    await new Promise((resolve) => setTimeout(resolve, 2))
    await a.revalidateTag(['catalogue'])
    // B has the entry in its memory; Redis's tag time makes it stale there at once.
    expect(await b.get('k', ctx)).toBeNull()
    await b.set('k', data('new'), { fetchCache: true, tags: ['catalogue'] })
    expect(await a.get('k', ctx)).toMatchObject({ value: { data: { body: 'new' } } })
    expect(quiet.warn).not.toHaveBeenCalled()
  })
})
