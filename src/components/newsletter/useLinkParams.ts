'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * The named query parameters of a mailed link, read once in the browser (the page itself is cached
 * and the same for everyone) and then taken out of the address bar and the history: they are keys.
 * Undefined until read; null when the link had none of them.
 */
export function useLinkParams<K extends string>(names: readonly K[]): Record<K, string> | null | undefined {
  const [params, setParams] = useState<Record<K, string> | null | undefined>(undefined)
  const read = useRef(false)
  useEffect(() => {
    if (read.current) return
    read.current = true
    const url = new URL(window.location.href)
    const found = names.map((name) => [name, url.searchParams.get(name)] as const)
    if (found.some(([, value]) => !value)) return setParams(null)
    for (const name of names) url.searchParams.delete(name)
    window.history.replaceState(window.history.state, '', url)
    setParams(Object.fromEntries(found) as Record<K, string>)
  }, [names])
  return params
}
