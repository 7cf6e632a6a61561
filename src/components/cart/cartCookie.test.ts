import { describe, expect, it } from 'vitest'
import type { CompactCart } from '@/domain/checkout/cartRules'
import { cartCookieAssignments, cartCookieChunk, decodeCartCookie, encodeCartCookie, fromBase64Url, readCartCookies, toBase64Url } from './cartCookie'

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

  it('spills a large cart into cart.1, cart.2, … in order', () => {
    const big = cart(40, 'x'.repeat(150))
    const chunks = encodeCartCookie(big)!
    expect(chunks.length).toBeGreaterThan(1)
    expect(chunks.every((c) => c.length <= cartCookieChunk)).toBe(true)
    const shuffled = asDocumentCookie(chunks).split('; ').reverse().join('; ')
    expect(decodeCartCookie(readCartCookies(shuffled))).toEqual(big)
  })

  it('refuses a cart that needs more than five cookies, or that leaves no room for the reserve', () => {
    expect(encodeCartCookie(cart(200, 'x'.repeat(150)))).toBeNull()
    const length = encodeCartCookie(cart(1))!.join('').length
    expect(encodeCartCookie(cart(1), 5 * cartCookieChunk - length)).not.toBeNull()
    expect(encodeCartCookie(cart(1), 5 * cartCookieChunk - length + 1)).toBeNull()
  })

  it('stores an empty cart as no cookie at all', () => {
    expect(encodeCartCookie({ v: 1, l: [] })).toEqual([])
    expect(encodeCartCookie({ v: 1, l: [], d: 'SUMMER26', t: 1 })).toHaveLength(1)
  })

  it('treats missing or garbled cookies as nothing', () => {
    expect(decodeCartCookie(readCartCookies('NEXT_LOCALE=fi'))).toBeNull()
    expect(decodeCartCookie(['%%%not-base64'])).toBeNull()
    const chunks = encodeCartCookie(cart(40, 'x'.repeat(150)))!
    // A lost middle chunk must not be glued over: reading stops at the gap.
    expect(readCartCookies(asDocumentCookie(chunks).replace(/; cart\.1=[^;]+/, ''))).toEqual([chunks[0]])
  })

  it('writes a day-long, site-wide, Lax cookie, Secure on https, and deletes unused chunks', () => {
    const [first, second, ...rest] = cartCookieAssignments(['abc'], true)
    expect(first).toBe('cart=abc; Max-Age=86400; Path=/; SameSite=Lax; Secure')
    expect(second).toBe('cart.1=; Max-Age=0; Path=/; SameSite=Lax; Secure')
    expect(rest).toHaveLength(3)
    expect(cartCookieAssignments([], false)[0]).toBe('cart=; Max-Age=0; Path=/; SameSite=Lax')
  })
})
