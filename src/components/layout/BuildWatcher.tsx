'use client'

import { useEffect } from 'react'
import { softNavigationTarget } from './siteNavigation'

const reloadGuardMs = 10_000 // docs/limits.md#pages-and-interface: build manifest reload guard 10 s
const pollMs = 5 * 60_000
const guardKey = 'resort:chunkReloadAt'

/**
 * After a new deployment an open page may ask for scripts that no longer exist. A chunk-load error
 * reloads the page (at most once per 10 s), and once the server reports a new build the next
 * in-site link is followed with a full page load.
 */
export function BuildWatcher({ buildId }: { buildId: string }) {
  useEffect(() => {
    let stale = false
    const reloadOnce = () => {
      const last = Number(sessionStorage.getItem(guardKey) ?? 0)
      if (Date.now() - last < reloadGuardMs) return
      sessionStorage.setItem(guardKey, String(Date.now()))
      window.location.reload()
    }
    const isChunkError = (error: unknown) =>
      error instanceof Error && (error.name === 'ChunkLoadError' || /Loading chunk|dynamically imported module/i.test(error.message))
    const onError = (event: ErrorEvent) => isChunkError(event.error) && reloadOnce()
    const onRejection = (event: PromiseRejectionEvent) => isChunkError(event.reason) && reloadOnce()
    // Only a link the client router would follow needs this: the browser loads every other one fully.
    const onClick = (event: MouseEvent) => {
      const href = stale ? softNavigationTarget(event, window.location.origin) : null
      if (href === null) return
      event.preventDefault()
      window.location.assign(href)
    }
    const poll = async () => {
      try {
        const response = await fetch('/proxy/build', { cache: 'no-store' })
        stale = ((await response.json()) as { buildId: string }).buildId !== buildId
      } catch {
        // offline or restarting: try again at the next poll
      }
    }
    const timer = window.setInterval(poll, pollMs)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    document.addEventListener('click', onClick, true)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
      document.removeEventListener('click', onClick, true)
    }
  }, [buildId])
  return null
}
