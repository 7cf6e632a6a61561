'use client'

import { useEffect } from 'react'
import { restorePendingCart } from './cartBridge'
import { purchaseFlagIsSet, removePurchaseFlag } from './purchaseFlag'

/**
 * The visitor left for the payment terminal and came back to the checkout without a payment return
 * (the browser's back button, a bookmark): the cart put aside at submit comes back. Also when the
 * browser shows this page again from its back-forward cache, with the order button still busy.
 */
export function useResumeAfterTerminal(onResume: () => void) {
  useEffect(() => {
    const resume = () => {
      if (!purchaseFlagIsSet()) return
      removePurchaseFlag()
      restorePendingCart()
      onResume()
    }
    resume()
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resume()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [onResume])
}
