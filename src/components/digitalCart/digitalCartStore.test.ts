// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:3000/" }
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartLine } from '@/domain/cart/cartLine'
import type { DigitalCartItem } from '@/domain/checkout/digitalCart'
import { storageKey } from './storageKey'

const giftCard: CartLine = {
  dataKey: 'g',
  productCode: 'GIFT',
  type: 'giftcard',
  title: 'Lahjakortti',
  image: null,
  icon: 'giftcard',
  from: null,
  to: null,
  persons: null,
  personNames: [],
  metadata: { amount: 1, value: 5000, recipient: { name: 'Aino', email: 'aino@example.fi' } },
  bundledProductCodes: [],
  price: 5000,
  priceWithoutTax: 5000,
  discountAmount: 0,
  valid: true,
  unavailable: false,
}
const climbing: Omit<DigitalCartItem, 'amount'> = {
  code: 'CLIMB-5',
  name: 'Kiipeily 5 krt',
  image: null,
  price: 6000,
  includes: { amount: 5, globalName: 'Kiipeily', sku: ['CLIMB-1'] },
  attributes: { price: 6000, tax_class: 'sports' },
  showUpsell: false,
  upsells: [],
}

/** Both parts fresh, as on a new page load; no server answers (prices are not under test). */
async function loadBoth() {
  vi.resetModules()
  const main = await import('@/components/cart/cartStore')
  const digital = await import('./digitalCartStore')
  main.subscribe(() => {})
  digital.subscribe(() => {})
  return { main, digital }
}

beforeEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
  window.localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  )
})

describe('the two parts of the one cart', () => {
  it('refuses a pass beside a gift card until "Empty the cart" has emptied both parts', async () => {
    const { main, digital } = await loadBoth()
    expect(main.addToCart(giftCard).ok).toBe(true)
    expect(digital.addPass(climbing)).toBe('giftCardMix')
    expect(digital.getSnapshot().items).toEqual([])
    main.clearCart()
    expect(digital.addPass(climbing)).toBe('firstInCart')
  })

  it('refuses a gift card beside passes, and "Empty the cart" on a product page empties the passes too', async () => {
    const { main, digital } = await loadBoth()
    digital.addPass(climbing)
    expect(main.addToCart(giftCard)).toEqual({ ok: false, reason: 'giftCardMix' })
    main.clearCart()
    expect(digital.getSnapshot().items).toEqual([])
    expect(window.localStorage.getItem(storageKey)).toBeNull()
    expect(main.addToCart(giftCard).ok).toBe(true)
  })
})
