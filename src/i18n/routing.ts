import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from '@/domain/locale'

/** Cookies are Secure whenever the site is served over https (everywhere but a local machine). */
export const secureCookies = (process.env.PUBLIC_URL ?? '').startsWith('https://')

/** Finnish has no prefix; the visitor's choice is remembered for 365 days (docs/routes.md#languages, docs/limits.md#cookies-and-storage). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: true,
  localeCookie: {
    name: 'NEXT_LOCALE', // also named in proxy.ts, which makes it HttpOnly
    maxAge: 365 * 24 * 60 * 60,
    sameSite: 'lax',
    secure: secureCookies,
  },
  alternateLinks: false, // pages write their own hreflang links from the CMS's localized paths
})
