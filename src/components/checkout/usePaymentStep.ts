'use client'

import { lateComponent } from '@/components/ui/lateComponent'

/**
 * Checkout's step 2 component, fetched as soon as step 1 is on screen: the visitor fills step 1 in
 * meanwhile, so the step is there, without a loading state, when they continue. Null until then.
 */
export const usePaymentStep = lateComponent(() => import('./PaymentInformationStep').then((module) => module.PaymentInformationStep), {
  early: true,
})
