import { defaultLocale, type Locale } from './locale'

/**
 * Turns a stored page path ('/' or 'info/x') into the site URL for a locale ('/', '/en', '/en/info/x').
 * Apart from the path table (paths.ts, which re-exports it): the error page, part of every page's
 * script, needs only this.
 */
export function withLocalePrefix(pagePath: string, locale: Locale): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '')
  const prefix = locale === defaultLocale ? '' : `/${locale}`
  if (trimmed === '') return prefix || '/'
  return `${prefix}/${trimmed}`
}
