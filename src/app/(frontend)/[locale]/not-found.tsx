import { getTranslations, setRequestLocale } from 'next-intl/server'
import { locale as rootLocale } from 'next/root-params'
import { defaultLocale, isLocale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'

/**
 * The not-found boundary of the site's routes, for a `notFound()` outside the content route (the
 * staff preview). Next renders this boundary into the payload of every page under it, so it stays
 * plain server markup: with the site's frame (NotFoundView) every page would carry a second copy of
 * the header and footer and load their scripts. A visitor's missing address never shows it: the
 * content route renders NotFoundView itself and keeps it in the browser (NotFoundStatus).
 */
export default async function NotFound() {
  // A 404 boundary gets no params; the [locale] root parameter names the language.
  const current: unknown = await rootLocale()
  const locale = isLocale(current) ? current : defaultLocale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <main id="main-content" className="page page--error container">
      <h1>{t('title')}</h1>
      <p className="error-page__line">404 – {t('notFoundMessage')}</p>
      <p>{t('message')}</p>
      <p>
        <a className="btn btn--primary" href={localizedPath('landing', locale)}>
          {t('backHome')}
        </a>
      </p>
    </main>
  )
}
