'use client'

import { useParams } from 'next/navigation'
import { isLocale } from '@/domain/locale'
import { withLocalePrefix } from '@/domain/localePrefix'
import { errorTexts } from '@/i18n/errorTexts'

/**
 * The generic error page (docs/messages.md#pages-that-fail): a failed content load shows its error notification, then the
 * server-error title, line, message and a button back to the landing page.
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const params = useParams<{ locale?: string }>()
  const locale = isLocale(params?.locale) ? params.locale : 'fi'
  const t = errorTexts[locale]
  return (
    <main id="main-content" className="page page--error container">
      <div className="notification notification--error" role="alert">
        <p>{t.loadFailed}</p>
      </div>
      <h1>{t.title}</h1>
      <p className="error-page__line">{t.errorLine}</p>
      <p>{t.message}</p>
      <p className="btn-row">
        <a className="btn btn--primary" href={withLocalePrefix('/', locale)}>
          {t.backHome}
        </a>
        <button type="button" className="btn btn--secondary" onClick={reset}>
          {t.tryAgain}
        </button>
      </p>
    </main>
  )
}
