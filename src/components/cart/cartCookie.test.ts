import { cookieAssignment } from '@/domain/consent/cookieWrite'
import { describe, expect, it } from 'vitest'
import type { CompactCart } from '@/domain/cart/compactCart'
import {
  cartCookieChunk,
  cartCookieMaxCount,
  cartCookieWrites,
  decodeCartCookie,
  encodeCartCookie,
  fitCartCookie,
  fromBase64Url,
  readCartCookies,
  toBase64Url,
} from './cartCookie'

const line = (k: string, comment = '') => ({ k, p: 'GIFT', i: 'giftcard' as const, m: { amount: 1, value: 5000, comment } })
const cart = (count: number, comment = ''): CompactCart => ({ v: 1, l: Array.from({ length: count }, (_, i) => line(`key-${i}`, comment)) })
const asDocumentCookie = (chunks: string[]) => chunks.map((value, i) => `${i === 0 ? 'cart' : `cart.${i}`}=${value}`).join('; ')

describe('cart cookie', () => {
  it('round-trips any text, emoji and Nordic letters included, in cookie-safe characters', () => {
    const text = JSON.stringify({ message: 'Hyvää joulua, Åsa! 🎄 <&>"' })
    const encoded = toBase64Url(text)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(fromBase64Url(encoded)).toBe(text)
  })

  it('fits a small cart in one cookie and reads it back', () => {
    const chunks = encodeCartCookie(cart(2, 'Onnea!'))
    expect(chunks).toHaveLength(1)
    expect(decodeCartCookie(readCartCookies(`NEXT_LOCALE=fi; ${asDocumentCookie(chunks!)}; other=1`))).toEqual(cart(2, 'Onnea!'))
  })

  it('spills a larger cart into cart.1, in order', () => {
    const big = cart(15, 'x'.repeat(150))
    const chunks = encodeCartCookie(big)!
    expect(chunks).toHaveLength(2)
    expect(chunks.every((c) => c.length <= cartCookieChunk)).toBe(true)
    const shuffled = asDocumentCookie(chunks).split('; ').reverse().join('; ')
    expect(decodeCartCookie(readCartCookies(shuffled))).toEqual(big)
  })

  it('keeps the whole cart under 8 KB of request header: two cookies at most', () => {
    expect(cartCookieMaxCount).toBe(2)
    expect(cartCookieMaxCount * cartCookieChunk).toBeLessThanOrEqual(8 * 1024)
  })

  it('refuses a cart that needs more than two cookies, or that leaves no room for the reserve', () => {
    expect(encodeCartCookie(cart(40, 'x'.repeat(150)))).toBeNull()
    const length = encodeCartCookie(cart(1))!.join('').length
    expect(encodeCartCookie(cart(1), 2 * cartCookieChunk - length)).not.toBeNull()
    expect(encodeCartCookie(cart(1), 2 * cartCookieChunk - length + 1)).toBeNull()
  })

  it('still reads a cart an earlier version spread over up to five cookies', () => {
    const big = cart(40, 'x'.repeat(150))
    const encoded = toBase64Url(JSON.stringify(big))
    const legacy = Array.from({ length: Math.ceil(encoded.length / cartCookieChunk) }, (_, i) => encoded.slice(i * cartCookieChunk, (i + 1) * cartCookieChunk))
    expect(legacy.length).toBeGreaterThan(2)
    expect(decodeCartCookie(readCartCookies(asDocumentCookie(legacy)))).toEqual(big)
  })

  it('keeps as many of the first lines of a too-large cart as the cookies hold', () => {
    const big = cart(40, 'x'.repeat(150))
    const fitted = fitCartCookie(big)
    expect(fitted.l.length).toBeGreaterThan(0)
    expect(fitted.l.length).toBeLessThan(40)
    expect(fitted.l).toEqual(big.l.slice(0, fitted.l.length))
    expect(encodeCartCookie(fitted)).not.toBeNull()
    expect(encodeCartCookie({ ...fitted, l: big.l.slice(0, fitted.l.length + 1) })).toBeNull()
    expect(fitCartCookie(cart(2))).toEqual(cart(2))
  })

  it('stores an empty cart as no cookie at all', () => {
    expect(encodeCartCookie({ v: 1, l: [] })).toEqual([])
    expect(encodeCartCookie({ v: 1, l: [], d: 'SUMMER26', t: 1 })).toHaveLength(1)
  })

  it('treats missing or garbled cookies as nothing', () => {
    expect(decodeCartCookie(readCartCookies('NEXT_LOCALE=fi'))).toBeNull()
    expect(decodeCartCookie(['%%%not-base64'])).toBeNull()
    const chunks = encodeCartCookie(cart(15, 'x'.repeat(150)))!
    // A lost middle chunk must not be glued over: reading stops at the gap.
    expect(readCartCookies(asDocumentCookie(chunks).replace(/; cart\.1=[^;]+/, ''))).toEqual([chunks[0]])
  })

  it('writes its chunks and deletes unused chunk names, old ones too', () => {
    expect(cartCookieWrites(['abc'])).toEqual([
      { name: 'cart', value: 'abc' },
      ...['cart.1', 'cart.2', 'cart.3', 'cart.4'].map((name) => ({ name, value: null })),
    ])
    expect(cartCookieWrites([])[0]).toEqual({ name: 'cart', value: null })
  })

  it('is an essential cookie of a day, site-wide, Lax, Secure on https, written before any consent', () => {
    expect(cookieAssignment({ name: 'cart.1', value: 'abc', secure: true, grants: null })).toEqual({
      ok: true,
      assignment: 'cart.1=abc; Max-Age=86400; Path=/; SameSite=Lax; Secure',
    })
  })
})
