import { locales, localeIso, type Locale } from '../locale'
import type { LocaleEntry } from '../localeDomains'

/** Where each language is served from: an origin, and whether it is the language's own domain. */
export type LocaleOrigins = Record<Locale, { origin: string; ownDomain: boolean }>

/**
 * Each language's origin: its own domain when the site settings give it one (on PUBLIC_URL's scheme
 * and port), otherwise PUBLIC_URL's.
 */
export function localeOrigins(publicUrl: string, entries: LocaleEntry[]): LocaleOrigins {
  const base = new URL(publicUrl)
  const port = base.port ? `:${base.port}` : ''
  return Object.fromEntries(
    locales.map((l) => {
      const domain = entries.find((e) => e.code === l && e.domain)?.domain?.toLowerCase()
      return [l, domain ? { origin: `${base.protocol}//${domain}${port}`, ownDomain: true } : { origin: base.origin, ownDomain: false }]
    }),
  ) as LocaleOrigins
}

/**
 * The absolute address of a site path ('/en/accommodation') in its language. On a language's own
 * domain an unprefixed path is that language (docs/routes.md#languages), so the prefix is dropped.
 */
export function absoluteUrl(sitePath: string, locale: Locale, origins: LocaleOrigins): string {
  if (/^https?:\/\//i.test(sitePath)) return sitePath
  const { origin, ownDomain } = origins[locale]
  let path = sitePath.startsWith('/') ? sitePath : `/${sitePath}`
  if (ownDomain && (path === `/${locale}` || path.startsWith(`/${locale}/`))) path = path.slice(locale.length + 1) || '/'
  return `${origin}${path}`
}

/** A page's site paths per language as absolute addresses. */
export function absoluteAlternates(paths: Partial<Record<Locale, string>>, origins: LocaleOrigins): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.flatMap((l) => (paths[l] ? [[l, absoluteUrl(paths[l], l, origins)]] : [])))
}

/** A language as Open Graph writes it, with an underscore: fi_FI. */
export const ogLocale = (l: Locale) => localeIso[l].replace('-', '_')
