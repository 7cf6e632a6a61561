// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:3000/" }
import { beforeEach, describe, expect, it } from 'vitest'
import type { CompactCart } from '@/domain/cart/compactCart'
import { storageKey } from '@/components/digitalCart/storageKey'
import * as rules from '@/domain/checkout/digitalCart'
import { cartCookieWrites, encodeCartCookie } from './cartCookie'
import { storedItemCount } from './storedCount'

const stay = (k: string): CompactCart['l'][number] => ({
  k,
  p: 'HUONE-2H',
  i: 'accommodation',
  n: [2, 0, 0],
  m: { amount: 1, dates: { from: '2027-01-10', to: '2027-01-12' } },
})

function keepCart(cart: CompactCart) {
  for (const { name, value } of cartCookieWrites(encodeCartCookie(cart)!)) document.cookie = value === null ? `${name}=; max-age=0` : `${name}=${value}`
}

beforeEach(() => {
  keepCart({ v: 1, l: [] })
  window.localStorage.clear()
})

describe('the cart count the header shows before the cart has loaded', () => {
  it('counts the lines of the cookies, across both of them, and the passes by amount', () => {
    // A guest name long enough that the cart spills into the second cookie.
    const long = { ...stay('b'), g: [['A'.repeat(2500), 'B'.repeat(2500)]] as [string, string][] }
    keepCart({ v: 1, l: [stay('a'), long] })
    expect(document.cookie).toContain('cart.1=')
    window.localStorage.setItem(
      storageKey,
      JSON.stringify({
        items: [
          { code: 'UINTI-10', amount: 2 },
          { code: 'KUNTOSALI', amount: 1 },
        ],
      }),
    )
    expect(storedItemCount()).toBe(5)
  })

  it('counts nothing it cannot read, and an empty cart as empty', () => {
    expect(storedItemCount()).toBe(0)
    document.cookie = 'cart=not-base64-json'
    window.localStorage.setItem(storageKey, '{broken')
    expect(storedItemCount()).toBe(0)
  })

  it('counts the passes as their store reads them: each product once, an unreadable amount as one', () => {
    window.localStorage.setItem(
      storageKey,
      JSON.stringify({
        items: [{ code: 'X', amount: 'many' }, { code: 'Y', amount: 0 }, { code: 'Y', amount: 5 }, { amount: 3 }],
      }),
    )
    const storeCount = rules.parseStoredCart(JSON.parse(window.localStorage.getItem(storageKey)!)).items.reduce((sum, item) => sum + item.amount, 0)
    expect(storedItemCount()).toBe(2)
    expect(storedItemCount()).toBe(storeCount)
  })
})
