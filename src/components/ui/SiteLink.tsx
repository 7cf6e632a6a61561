'use client'

import Link from 'next/link'
import type React from 'react'

type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/** Whether the visitor's connection is slow or metered (Network Information API, where supported). */
function slowConnection(): boolean {
  if (typeof navigator === 'undefined') return false
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return Boolean(connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? ''))
}

/** An in-site link; pages it points to are not prefetched on slow connections (docs/routes.md#content-page-loading). */
export function SiteLink(props: React.ComponentProps<typeof Link>) {
  return <Link {...props} prefetch={slowConnection() ? false : props.prefetch} />
}
