'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

/**
 * Leaves out the footer's sign-up on the newsletter's own pages (the form and the unsubscribe page),
 * where it would repeat the page's form. The path is known when the page is rendered, so nothing
 * moves once it loads. `paths`: the newsletter page's path in each language (from the server, so the
 * path table stays out of every page's script).
 */
export function OutsideNewsletterPages({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  const path = usePathname() ?? ''
  return paths.some((p) => path === p || path.startsWith(`${p}/`)) ? null : children
}
