'use client'

import { useRouter } from 'next/navigation'
import { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types'
import { useEffect } from 'react'
import { siteLinkOf, slowConnection, softNavigationTarget } from './siteNavigation'

const intents = ['mouseover', 'focusin', 'touchstart'] as const

/**
 * Follows in-site links (`SiteLink`) with the client router, for every link of the page from one
 * listener. A link's page is prefetched once the visitor points at, touches or focuses it, never for
 * merely being in view: a page's prefetch brings the preload of its leading image along, and a page
 * full of links would otherwise download the hero images of every page it links to. Slow
 * connections never prefetch.
 */
export function SiteNavigator() {
  const router = useRouter()
  useEffect(() => {
    const prefetched = new WeakSet<HTMLAnchorElement>()
    const onClick = (event: MouseEvent) => {
      const href = softNavigationTarget(event, window.location.origin)
      if (href === null) return
      event.preventDefault()
      router.push(href)
    }
    const onIntent = (event: Event) => {
      const link = siteLinkOf(event.target, window.location.origin)
      if (!link || prefetched.has(link) || slowConnection()) return
      prefetched.add(link)
      // The whole page: the default ("auto") fetches only what a route has outside its dynamic parts, which
      // for our pages, rendered on first visit and cached, is nothing.
      router.prefetch(link.pathname + link.search, { kind: PrefetchKind.FULL })
    }
    // Bubbling: React's handlers (a dialog closing on its link) and the build watcher's full load run first.
    document.addEventListener('click', onClick)
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true })
    return () => {
      document.removeEventListener('click', onClick)
      for (const type of intents) document.removeEventListener(type, onIntent)
    }
  }, [router])
  return null
}
