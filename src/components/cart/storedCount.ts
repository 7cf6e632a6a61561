/**
 * The number of items the visitor's cart holds, read straight from where its two parts are kept (the
 * cart cookies and the passes in localStorage) without the cart's stores and rules: the header shows
 * it from the moment the page wakes up, and the stores' own count replaces it once they are in. A
 * tampered cookie may count differently for that moment; the stores then correct it.
 */
import { storageKey } from '@/components/digitalCart/storageKey'
import { decodeCartCookie, readCartCookies } from './cartCookie'

const record = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function lineCount(): number {
  const cart = decodeCartCookie(readCartCookies(document.cookie))
  return record(cart) && Array.isArray(cart.l) ? cart.l.length : 0
}

function passCount(): number {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null')
    const items = record(stored) && Array.isArray(stored.items) ? stored.items : []
    return items.reduce<number>((sum, item) => sum + (record(item) && typeof item.amount === 'number' && item.amount >= 1 ? Math.floor(item.amount) : 0), 0)
  } catch {
    return 0 // storage blocked or not JSON: the store decides
  }
}

export const storedItemCount = () => lineCount() + passCount()
