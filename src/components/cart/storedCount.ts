/**
 * The number of items the visitor's cart holds, read straight from where its two parts are kept (the
 * cart cookies and the passes in localStorage) without the cart's stores and rules: the header shows
 * it from the moment the page wakes up, and the stores' own count replaces it once they are in. The
 * passes count as their store reads them; a tampered cart cookie (repeated or broken lines) may
 * count differently for that moment, and the store then corrects it.
 */
import { storageKey } from '@/components/digitalCart/storageKey'
import { amountOrDefault } from '@/domain/checkout/passAmount'
import { decodeCartCookie, readCartCookies } from './cartCookie'

const record = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function lineCount(): number {
  const cart = decodeCartCookie(readCartCookies(document.cookie))
  return record(cart) && Array.isArray(cart.l) ? cart.l.length : 0
}

/** As the pass cart reads its storage: each product once, with its amount brought within the rules. */
function passCount(): number {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null')
    const items = record(stored) && Array.isArray(stored.items) ? stored.items : []
    const counted = new Map<string, number>()
    for (const item of items) {
      if (record(item) && typeof item.code === 'string' && item.code !== '' && !counted.has(item.code)) counted.set(item.code, amountOrDefault(item.amount))
    }
    return [...counted.values()].reduce((sum, amount) => sum + amount, 0)
  } catch {
    return 0 // storage blocked or not JSON: the store decides
  }
}

export const storedItemCount = () => lineCount() + passCount()
