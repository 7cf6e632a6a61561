'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { locales } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'

const newsletterPaths = locales.map((locale) => localizedPath('newsletter', locale))

/**
 * Leaves out the footer's sign-up on the newsletter's own pages (the form and the unsubscribe page),
 * where it would repeat the page's form. The path is known when the page is rendered, so nothing
 * moves once it loads.
 */
export function OutsideNewsletterPages({ children }: { children: ReactNode }) {
  const path = usePathname() ?? ''
  return newsletterPaths.some((p) => path === p || path.startsWith(`${p}/`)) ? null : children
}
