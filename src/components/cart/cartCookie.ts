/**
 * The cart cookie (docs/limits.md#cookies-and-storage: lifetime 1 day, path /, SameSite=Lax; Secure on https). The compact cart
 * is JSON, base64url-encoded so any text (names, a gift card message with emoji) is cookie-safe, and
 * split over `cart` and `cart.1` because a browser keeps only about 4 KB per cookie.
 */
import type { CompactCart } from '@/domain/cart/compactCart'

export const cartCookieName = 'cart'
/** Characters of value per cookie: the name and attributes still fit under the 4096-byte limit. */
export const cartCookieChunk = 3800
/**
 * The browser sends every cookie with every request, and Node refuses request headers over 16 KB:
 * two cookies (~7.6 KB) leave room for the session, language and consent cookies beside them.
 */
export const cartCookieMaxCount = 2
/** Earlier versions wrote up to five: those chunks are still read once, then deleted. */
export const legacyCartCookieCount = 5

const chunkName = (i: number) => (i === 0 ? cartCookieName : `${cartCookieName}.${i}`)

export function toBase64Url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

/**
 * The cookie values of a cart, or null when it needs more than the cookies allow. `reserve` keeps
 * room free (for guest names typed later) when deciding whether another line fits.
 */
export function encodeCartCookie(compact: CompactCart, reserve = 0): string[] | null {
  if (compact.l.length === 0 && !compact.d && !compact.c?.length) return []
  const encoded = toBase64Url(JSON.stringify(compact))
  if (encoded.length + reserve > cartCookieChunk * cartCookieMaxCount) return null
  return Array.from({ length: Math.ceil(encoded.length / cartCookieChunk) }, (_, i) => encoded.slice(i * cartCookieChunk, (i + 1) * cartCookieChunk))
}

/**
 * The cart with as many of its first lines as the cookies hold: a cart written when more cookies
 * were allowed keeps what fits rather than being lost whole (or sent on every request too large).
 */
export function fitCartCookie(compact: CompactCart): CompactCart {
  let fitted = compact
  while (fitted.l.length > 0 && !encodeCartCookie(fitted)) fitted = { ...fitted, l: fitted.l.slice(0, -1) }
  return fitted
}

/**
 * The chunk values in order, from a `document.cookie` string; stops at the first missing chunk.
 * Reads as many chunks as earlier versions wrote, so such a cart is not lost when it is rewritten.
 */
export function readCartCookies(cookieHeader: string): string[] {
  const jar = new Map(
    cookieHeader
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part.includes('='))
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const),
  )
  const chunks: string[] = []
  for (let i = 0; i < legacyCartCookieCount && jar.has(chunkName(i)); i++) chunks.push(jar.get(chunkName(i)) ?? '')
  return chunks
}

/** Whatever the cookies hold, parsed; anything unreadable is null (the rules then give an empty cart). */
export function decodeCartCookie(chunks: string[]): unknown {
  if (chunks.length === 0) return null
  try {
    return JSON.parse(fromBase64Url(chunks.join('')))
  } catch {
    return null
  }
}

/**
 * The writes that store these chunks (a value) and delete every other chunk name (null), including
 * those only earlier versions wrote. The cookie helper adds the attributes (docs/consent.md#the-cookie-helper).
 */
export function cartCookieWrites(chunks: string[]): { name: string; value: string | null }[] {
  return Array.from({ length: legacyCartCookieCount }, (_, i) => ({ name: chunkName(i), value: i < chunks.length ? chunks[i] : null }))
}
