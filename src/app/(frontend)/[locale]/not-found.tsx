import { getTranslations, setRequestLocale } from 'next-intl/server'
import { locale as rootLocale } from 'next/root-params'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import { SiteShell } from '@/components/layout/SiteShell'
import { alternatesForKey } from '@/components/page/alternates'
import { isLocale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'

/** The translated 404 page (spec §8: title, message and the not-found message). */
export default async function NotFound() {
  // A 404 boundary gets no params; the [locale] root parameter names the language.
  const current: unknown = await rootLocale()
  const locale = isLocale(current) ? current : 'fi'
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <SiteShell locale={locale} alternates={alternatesForKey('landing')}>
      <div className="page page--error container">
        <h1>{t('title')}</h1>
        <p className="error-page__line">404 – {t('notFoundMessage')}</p>
        <p>{t('message')}</p>
        <p>
          <Link className="btn btn--primary" href={localizedPath('landing', locale)}>
            {t('backHome')}
          </Link>
        </p>
      </div>
    </SiteShell>
  )
}
