/**
 * The copy of the cart that checkout keeps in session storage while the visitor pays: the cart is
 * cleared at submit and comes back if the payment is cancelled or fails (docs/behaviour.md#cart).
 */
import type { CartState } from '@/domain/cart/cartState'
import { fromCompact, toCompact } from '@/domain/cart/compactCart'

const pendingKey = 'pendingCart'

// Storage can be switched off or full; the cart then simply is not kept aside.
function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function writePending(cart: CartState) {
  try {
    storage()?.setItem(pendingKey, JSON.stringify(toCompact(cart)))
  } catch {
    // Quota exceeded: nothing to restore later, which is what a missing copy means anyway.
  }
}

/** The kept cart, or null when there is none or it cannot be read. */
export function readPending(): CartState | null {
  const raw = storage()?.getItem(pendingKey)
  if (!raw) return null
  try {
    return fromCompact(JSON.parse(raw))
  } catch {
    return null
  }
}

export function removePending() {
  storage()?.removeItem(pendingKey)
}
