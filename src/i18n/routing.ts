import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from '@/domain/locale'

/** Finnish has no prefix; the visitor's choice is remembered for 365 days (spec §1, §9). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: true,
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' },
  alternateLinks: false, // pages write their own hreflang links from the CMS's localized paths
})
