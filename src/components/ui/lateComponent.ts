'use client'

import { useEffect, useState } from 'react'

type Options = {
  /** Fetch as soon as the part that uses it is on screen, so it is there when wanted; otherwise only once wanted. */
  early: boolean
}

/**
 * A component kept out of its page's first script (docs/content.md#first-load-javascript), as a hook
 * that answers it once its script is in and null until then. The hook re-renders its host when the
 * script arrives only while the component is wanted: a render of the host during the page's load
 * would block the main thread for nothing. Kept once loaded, so a later host renders it at once; a
 * failed load is forgotten and tried again, and if it fails while wanted, the error goes to the
 * page's error boundary, whose "Try again" loads it again.
 */
export function lateComponent<C>(importComponent: () => Promise<C>, { early }: Options) {
  let loaded: C | null = null
  let loading: Promise<C> | null = null
  const load = () =>
    (loading ??= importComponent().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null
        throw error
      },
    ))

  return function useLateComponent(wanted: boolean): C | null {
    const [, arrived] = useState(0)
    useEffect(() => {
      if (loaded || (!early && !wanted)) return
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
}
