'use client'

import { useSyncExternalStore } from 'react'

const noChanges = () => () => {}

/**
 * False while the server's HTML is on screen and React has not taken it over; true from the render
 * after hydration on. A control rendered on the server that is used before then loses what was done
 * to it (a click does nothing, a ticked box is unticked again), so such controls wait for this.
 */
export function useAwake() {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
}
