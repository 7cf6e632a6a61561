'use client'

import { useSyncExternalStore } from 'react'

const noChanges = () => () => {}

/**
 * False while the server's HTML is on screen and React has not taken it over; true from the render
 * after hydration on, which is one more render of the component: for what only the browser can
 * show (the header's cart count). Controls that must not be used before then wait in
 * `AwakeControls`, which wakes them without a render.
 */
export function useAwake() {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
}
