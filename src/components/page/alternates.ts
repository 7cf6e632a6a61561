import type { Metadata } from 'next'
import type { LocalizedPagePaths } from '@/domain/content'
import { defaultLocale, locales, localeIso, type Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'

/** Page URLs per locale from the content response's ISO-keyed localized paths. */
export function alternatesFromPaths(paths: LocalizedPagePaths): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.filter((l) => paths[localeIso[l]]).map((l) => [l, paths[localeIso[l]]]))
}

/** The same page key in every locale (routes of the path table). */
export function alternatesForKey(key: string): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.map((l) => [l, localizedPath(key, l)]))
}

/** hreflang alternates and the canonical address for the current page. */
export function alternatesMetadata(alternates: Partial<Record<Locale, string>>, locale: Locale): Metadata['alternates'] {
  const languages: Record<string, string> = {}
  for (const l of locales) {
    const url = alternates[l]
    if (url) languages[localeIso[l]] = url
  }
  const fallback = alternates[defaultLocale]
  if (fallback) languages['x-default'] = fallback
  return { canonical: alternates[locale], languages }
}
