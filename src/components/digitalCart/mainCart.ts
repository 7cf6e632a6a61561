/**
 * The one place the digital cart meets the main cart. Both are parts of the visitor's one cart: a
 * pass added while the main part has lines is not "the first product in the cart" (no popup), the
 * passes are priced together with the main lines so the cart shows one total, the one charged, and
 * the cart's rules (a gift card alone, at most so many items) and "Empty the cart" cover both parts.
 */
import { clearCart, mainPart, refreshCart, setExtraItems } from '@/components/cart/cartStore'
import type { CartItemInput } from '@/domain/checkout/api'
import type { MainPart } from '@/domain/checkout/digitalCart'

export const mainCartPart = (): MainPart => mainPart()

export const mainCartHasItems = () => mainPart().lines > 0

/** "Empty the cart" from the digital side: the whole cart, both parts. */
export const emptyWholeCart = () => clearCart()

let registered = false
let last = ''

/**
 * Called by the digital store once it has loaded, and after every change of its items, with its
 * lines and the way to empty it.
 */
export function shareWithMainCart(lines: () => { productCode: string; metadata: { amount: number } }[], clear: () => void) {
  const items = (): CartItemInput[] => lines().map((line) => ({ id: `digital:${line.productCode}`, ...line }))
  const current = JSON.stringify(items())
  if (!registered) {
    registered = true
    last = current
    setExtraItems(items, clear)
    return
  }
  if (current === last) return
  last = current
  refreshCart()
}
