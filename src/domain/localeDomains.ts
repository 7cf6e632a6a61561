import { isLocale, type Locale } from './locale'

export type LocaleEntry = { code: string; domain?: string | null; iso?: string | null; accountHubUrl?: string | null }

/** The locale a host name serves without a path prefix, from the site settings' locale entries. */
export function localeForHost(host: string | null, entries: LocaleEntry[]): Locale | null {
  if (!host) return null
  const name = host.toLowerCase().replace(/:\d+$/, '')
  const match = entries.find((e) => e.domain && e.domain.toLowerCase() === name && isLocale(e.code))
  return match ? (match.code as Locale) : null
}
