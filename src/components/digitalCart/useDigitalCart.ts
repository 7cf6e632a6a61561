'use client'

import { useLocalizedStore } from '@/components/ui/useLocalizedStore'
import * as store from './digitalCartStore'

const actions = {
  add: store.addPass,
  setAmount: store.setPassAmount,
  remove: store.removePass,
  clear: store.clearDigitalCart,
  dismissProblem: store.dismissProblem,
  retry: store.retryValidation,
  orderLines: store.digitalOrderLines,
}

/**
 * The digital cart and what can be done with it: `items`, `totals`, `clear()` and the rest. Every
 * component using it sees the same cart; the first one to mount reads storage and validates it.
 */
export function useDigitalCart() {
  return { ...useLocalizedStore(store), ...actions }
}
