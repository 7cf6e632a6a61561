'use client'

import { useEffect } from 'react'
import type { CheckoutStatus } from '@/domain/checkout/api'
import { clearDigitalCart, dropPendingCart, restorePendingCart } from './cartBridge'
import { cartActionFor } from './paymentReturnQuery'
import { removePurchaseFlag } from './purchaseFlag'

/** Settles the cart put aside at submit once the payment's result is known (docs/routes.md#route-steps, docs/behaviour.md#cart). */
export function ReturnedCart({ status }: { status: CheckoutStatus }) {
  useEffect(() => {
    const action = cartActionFor(status)
    if (action === 'wait') return
    // The passes stay in their own storage while the visitor pays; a finished order empties them.
    if (action === 'drop') {
      dropPendingCart()
      clearDigitalCart()
    } else restorePendingCart()
    removePurchaseFlag()
  }, [status])
  return null
}
