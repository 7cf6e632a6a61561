'use client'

import { useTranslations } from 'next-intl'
import { useParams } from 'next/navigation'
import { isLocale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'

/**
 * The generic error page (spec §8): a failed content load shows its error notification, then the
 * server-error title, line, message and a button back to the landing page.
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations()
  const params = useParams<{ locale?: string }>()
  const locale = isLocale(params?.locale) ? params.locale : 'fi'
  return (
    <main id="main-content" className="page page--error container">
      <div className="notification notification--error" role="alert">
        <p>{t('content.message.loadFailed')}</p>
      </div>
      <h1>{t('error.title')}</h1>
      <p className="error-page__line">{t('error.errorLine')}</p>
      <p>{t('error.message')}</p>
      <p className="btn-row">
        <a className="btn btn--primary" href={localizedPath('landing', locale)}>
          {t('error.backHome')}
        </a>
        <button type="button" className="btn btn--secondary" onClick={reset}>
          {t('error.tryAgain')}
        </button>
      </p>
    </main>
  )
}
