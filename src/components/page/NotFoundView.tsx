import { getTranslations } from 'next-intl/server'
import { SiteShell } from '@/components/layout/SiteShell'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { alternatesForKey } from './alternates'

/** The translated 404 page in the site's frame (docs/messages.md#pages-that-fail: title, message and the not-found message). */
export async function NotFoundView({ locale }: { locale: Locale }) {
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
