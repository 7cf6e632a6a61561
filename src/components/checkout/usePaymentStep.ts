'use client'

import { useEffect, useState } from 'react'

type PaymentStep = (typeof import('./PaymentInformationStep'))['PaymentInformationStep']

// Step 2 is not in checkout's first script (docs/content.md#first-load-javascript). Kept here once
// loaded, so a later checkout renders it at once; a failed load is forgotten, so it is tried again.
let loaded: PaymentStep | null = null
let loading: Promise<PaymentStep> | null = null
const load = () =>
  (loading ??= import('./PaymentInformationStep').then(
    (module) => (loaded = module.PaymentInformationStep),
    (error: unknown) => {
      loading = null
      throw error
    },
  ))

/**
 * Checkout's step 2 component, fetched as soon as step 1 is on screen: the visitor fills step 1 in
 * meanwhile, so the step is there, without a loading state, when they continue. Null until then.
 * Its arrival re-renders checkout only when step 2 is wanted: a render of the whole of step 1 while
 * the page is still loading would block the main thread for nothing. If it cannot be loaded while it
 * is wanted, the error goes to the page's error boundary, whose "Try again" loads it again.
 */
export function usePaymentStep(wanted: boolean): PaymentStep | null {
  const [, arrived] = useState(0)
  useEffect(() => {
    if (loaded) return
    let live = true
    load().then(
      () => {
        if (live && wanted) arrived((count) => count + 1)
      },
      (error: unknown) => {
        if (live && wanted)
          arrived(() => {
            throw error
          })
      },
    )
    return () => {
      live = false
    }
  }, [wanted])
  return loaded
}
