'use client'

import { useLocalizedStore } from '@/components/ui/useLocalizedStore'
import * as store from './cartStore'

const actions = {
  add: store.addToCart,
  remove: store.removeFromCart,
  /** Every unit of a row with a quantity. */
  removeLines: store.removeLinesFromCart,
  /** One more unit of a row with a quantity. */
  addUnit: store.addUnitOf,
  setPersonNames: store.setPersonNames,
  setDiscountCode: store.setDiscountCode,
  addGiftCardCode: store.addGiftCardCode,
  removeGiftCardCode: store.removeGiftCardCode,
  upgrade: store.upgradeLine,
  /** Both parts of the cart: the lines and the activities shop's passes. */
  clear: store.clearCart,
  /** Only the lines (checkout at submit; the passes wait for the payment's result). */
  clearLines: store.clearLines,
}

/** The cart and what can be done with it; every component using it sees the same cart. */
export function useCart() {
  return { ...useLocalizedStore(store), ...actions }
}

export { dropPendingCart, restorePendingCart, stashPendingCart, type AddToCartResult, type CartSnapshot } from './cartStore'
