'use client'

import Link from 'next/link'
import type React from 'react'
import { useState } from 'react'

type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/** Whether the visitor's connection is slow or metered (Network Information API, where supported). */
function slowConnection(): boolean {
  if (typeof navigator === 'undefined') return false
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return Boolean(connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? ''))
}

/**
 * An in-site link (docs/routes.md#content-page-loading). The page it points to is prefetched only
 * once the visitor points at, touches or focuses the link, never for merely being in view: a page's
 * prefetch brings the preload of its leading image along, and a page full of links would otherwise
 * download the hero images of every page it links to. Slow connections never prefetch.
 */
export function SiteLink({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: React.ComponentProps<typeof Link>) {
  const [wanted, setWanted] = useState(false)
  const want = () => {
    if (!wanted && prefetch !== false && !slowConnection()) setWanted(true)
  }
  return (
    <Link
      {...props}
      prefetch={wanted ? prefetch : false}
      onMouseEnter={(event) => {
        want()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        want()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        want()
        onFocus?.(event)
      }}
    />
  )
}
