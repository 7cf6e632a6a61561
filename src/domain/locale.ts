/** The site's languages. Finnish is the default and has no path prefix. */
export const locales = ['fi', 'en', 'sv'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'fi'

/** ISO codes used on the storefront API (`x-locale` header, docs/routes.md#languages). */
export const localeIso: Record<Locale, string> = { fi: 'fi-FI', en: 'en-US', sv: 'sv-SE' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * Reads an `x-locale` header or `locale` query value: `fi-FI`, `en-US`, `sv-SE`, a bare language code,
 * or a country variant such as `sv-FI`. Anything unrecognised gives the default locale.
 */
export function localeFromIso(value: string | null | undefined): Locale {
  const language = (value ?? '').trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(language) ? language : defaultLocale
}
