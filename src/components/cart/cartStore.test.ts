// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:3000/" }
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartLine } from '@/domain/cart/cartLine'
import { toCompact } from '@/domain/cart/compactCart'
import { cartCookieChunk, decodeCartCookie, readCartCookies, toBase64Url } from './cartCookie'

const giftCard = (dataKey: string, comment = ''): CartLine => ({
  dataKey,
  productCode: 'GIFT',
  type: 'giftcard',
  title: 'Lahjakortti',
  image: null,
  icon: 'giftcard',
  from: null,
  to: null,
  persons: null,
  personNames: [],
  metadata: { amount: 1, value: 5000, recipient: { name: 'Aino', email: 'aino@example.fi' }, ...(comment ? { comment } : {}) },
  bundledProductCodes: [],
  price: 5000,
  priceWithoutTax: 5000,
  discountAmount: 0,
  valid: true,
  unavailable: false,
})
const activity = (dataKey: string): CartLine => ({
  ...giftCard(dataKey),
  productCode: 'SUP',
  type: 'Activity',
  title: 'SUP',
  icon: 'activity',
  metadata: { amount: 1, dateTime: '2026-06-10T07:00:00.000Z' },
  price: 3500,
  priceWithoutTax: 2789,
})
const pass = { id: 'digital:CLIMB-5', productCode: 'CLIMB-5', metadata: { amount: 1 } }

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

/** A fresh store, as on a new page load; its totals calls never answer (prices are not under test). */
async function loadStore() {
  vi.resetModules()
  const store = await import('./cartStore')
  store.subscribe(() => {})
  return store
}

beforeEach(() => {
  clearCookies()
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  )
})

describe('the cart store', () => {
  it('rewrites a cart an earlier version spread over more cookies into two, keeping the first lines', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => giftCard(`k${i}`, 'x'.repeat(150)))
    const encoded = toBase64Url(JSON.stringify(toCompact({ lines, discountCode: null, discountSetAt: null, giftCardCodes: [] })))
    const count = Math.ceil(encoded.length / cartCookieChunk)
    expect(count).toBeGreaterThan(2)
    for (let i = 0; i < count; i++)
      document.cookie = `${i === 0 ? 'cart' : `cart.${i}`}=${encoded.slice(i * cartCookieChunk, (i + 1) * cartCookieChunk)}; Path=/`

    const store = await loadStore()
    const kept = store.getSnapshot().lines
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.map((l) => l.dataKey)).toEqual(lines.slice(0, kept.length).map((l) => l.dataKey))
    expect(document.cookie).not.toMatch(/(^|; )cart\.2=/)
    const stored = decodeCartCookie(readCartCookies(document.cookie)) as { l: { k: string }[] }
    expect(stored.l.map((l) => l.k)).toEqual(kept.map((l) => l.dataKey))
  })

  it('refuses a gift card while the other part has passes, and lines past the limit as full', async () => {
    const store = await loadStore()
    store.setExtraItems(() => [pass])
    expect(store.addToCart(giftCard('g'))).toEqual({ ok: false, reason: 'giftCardMix' })
    for (let i = 0; i < 29; i++) expect(store.addToCart(activity(`a${i}`)).ok).toBe(true)
    expect(store.addToCart(activity('one-too-many'))).toEqual({ ok: false, reason: 'full' })
    expect(store.getSnapshot().lines).toHaveLength(29)
  })

  it('empties both parts on "Empty the cart", and only its lines when checkout leaves for payment', async () => {
    const store = await loadStore()
    const clearPasses = vi.fn()
    store.setExtraItems(() => [pass], clearPasses)
    store.addToCart(activity('a'))
    store.clearLines()
    expect(store.getSnapshot().lines).toEqual([])
    expect(clearPasses).not.toHaveBeenCalled()
    store.addToCart(activity('b'))
    store.clearCart()
    expect(store.getSnapshot().lines).toEqual([])
    expect(clearPasses).toHaveBeenCalledOnce()
  })

  it('tells the passes whether the lines hold a gift card', async () => {
    const store = await loadStore()
    expect(store.mainPart()).toEqual({ lines: 0, giftCard: false })
    store.addToCart(giftCard('g'))
    expect(store.mainPart()).toEqual({ lines: 1, giftCard: true })
  })
})
