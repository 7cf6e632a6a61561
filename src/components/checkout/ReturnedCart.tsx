'use client'

import { useEffect } from 'react'
import type { CheckoutStatus } from '@/domain/checkout/api'
import { dropPendingCart, restorePendingCart } from './cartBridge'
import { cartActionFor } from './paymentReturn'
import { removePurchaseFlag } from './purchaseFlag'

/** Settles the cart put aside at submit once the payment's result is known (spec §2 step 3, §4). */
export function ReturnedCart({ status }: { status: CheckoutStatus }) {
  useEffect(() => {
    const action = cartActionFor(status)
    if (action === 'wait') return
    if (action === 'drop') dropPendingCart()
    else restorePendingCart()
    removePurchaseFlag()
  }, [status])
  return null
}
