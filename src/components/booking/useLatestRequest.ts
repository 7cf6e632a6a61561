'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

export type RequestState<T> = { data: T | null; loading: boolean; failed: boolean }

/**
 * Runs one request at a time: a new load aborts the earlier one (docs/behaviour.md#availability), an aborted request shows no
 * error, and the last answer stays visible (marked busy) while the next one loads.
 */
export function useLatestRequest<T>() {
  const current = useRef<AbortController | null>(null)
  const [state, setState] = useState<RequestState<T>>({ data: null, loading: false, failed: false })

  const load = useCallback(async (run: (signal: AbortSignal) => Promise<T>) => {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    setState((s) => ({ ...s, loading: true, failed: false }))
    try {
      const data = await run(controller.signal)
      if (!controller.signal.aborted) setState({ data, loading: false, failed: false })
    } catch {
      if (!controller.signal.aborted) setState({ data: null, loading: false, failed: true })
    }
  }, [])

  const reset = useCallback(() => {
    current.current?.abort()
    setState({ data: null, loading: false, failed: false })
  }, [])

  useEffect(() => () => current.current?.abort(), [])
  return { ...state, load, reset }
}
