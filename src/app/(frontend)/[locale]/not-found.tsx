import { setRequestLocale } from 'next-intl/server'
import { locale as rootLocale } from 'next/root-params'
import { NotFoundView } from '@/components/page/NotFoundView'
import { defaultLocale, isLocale } from '@/domain/locale'

/**
 * The not-found boundary of the site's routes. Content pages render their 404 on the server
 * themselves (`NotFoundStatus`); this is what the browser shows once the boundary catches it, and
 * what any other `notFound()` shows.
 */
export default async function NotFound() {
  // A 404 boundary gets no params; the [locale] root parameter names the language.
  const current: unknown = await rootLocale()
  const locale = isLocale(current) ? current : defaultLocale
  setRequestLocale(locale)
  return <NotFoundView locale={locale} />
}
