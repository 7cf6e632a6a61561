/**
 * The one place the digital cart meets the main cart. Both are parts of the visitor's one cart: a
 * pass added while the main part has lines is not "the first product in the cart" (no popup), and
 * the passes are priced together with the main lines so the cart shows one total, the one charged.
 */
import { cartProductCodes, refreshCart, setExtraItems } from '@/components/cart/cartStore'
import type { CartItemInput } from '@/domain/checkout/api'

export const mainCartHasItems = () => cartProductCodes().length > 0

let registered = false
let last = ''

/** Called by the digital store once it has loaded, and after every change of its items. */
export function shareWithMainCart(lines: () => { productCode: string; metadata: { amount: number } }[]) {
  const items = (): CartItemInput[] => lines().map((line) => ({ id: `digital:${line.productCode}`, ...line }))
  const current = JSON.stringify(items())
  if (!registered) {
    registered = true
    last = current
    setExtraItems(items)
    return
  }
  if (current === last) return
  last = current
  refreshCart()
}
