import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { CarriedNoticeView } from '@/components/account/CarriedNoticeView'
import { ConsentBanner } from '@/components/consent/ConsentBanner'
import { versionAttribute } from '@/components/consent/consentState'
import { earlyBannerScript } from '@/components/consent/earlyBanner'
import type { Locale } from '@/domain/locale'
import { loadLayout } from '@/server/content/loadLayout'
import { AlertBar } from './AlertBar'
import { dismissedAlertsScript } from './dismissedAlerts'
import { Footer } from './Footer'
import { Header } from './Header'
import { consentTexts } from './islandTexts'

type Props = {
  locale: Locale
  alternates: Partial<Record<Locale, string>>
  children: React.ReactNode
  variant?: 'default' | 'checkout'
}

/**
 * The frame of every storefront page: the cookie banner (first, for keyboard and screen reader
 * users; shown fixed at the bottom), alerts, header, maintenance notice, main and footer. The frame
 * carries the cookie policy version for the browser's cookie helper (docs/consent.md#storage).
 */
export async function SiteShell({ locale, alternates, children, variant = 'default' }: Props) {
  const [layout, t, consent] = await Promise.all([loadLayout(locale), getTranslations(), consentTexts()])
  return (
    <div className={`site site--${variant}`} {...{ [versionAttribute]: layout.consent.policyVersion }}>
      <script dangerouslySetInnerHTML={{ __html: earlyBannerScript(layout.consent.policyVersion) }} />
      <ConsentBanner
        policyVersion={layout.consent.policyVersion}
        tagManagerId={layout.consent.tagManagerId}
        policyHref={layout.consent.policyPath}
        texts={consent}
      />
      {layout.alerts.length > 0 ? (
        <>
          <script dangerouslySetInnerHTML={{ __html: dismissedAlertsScript(layout.alerts.map((alert) => alert.id)) }} />
          <AlertBar alerts={layout.alerts} dismissLabel={t('alert.dismiss')} label={t('alert.label')} />
        </>
      ) : null}
      <Header locale={locale} alternates={alternates} header={layout.header} brand={layout.brand} />
      {layout.maintenance ? (
        <section className="maintenance-notice" aria-label={t('maintenance.title')}>
          <p className="maintenance-notice__inner">{t('maintenance.message')}</p>
        </section>
      ) : null}
      <main id="main-content" tabIndex={-1} className="site-main">
        <CarriedNoticeView texts={{ loggedOut: t('account.notice.loggedOut'), passwordUpdated: t('account.notice.passwordUpdated') }} />
        {children}
      </main>
      <Footer footer={layout.footer} checkout={variant === 'checkout'} />
    </div>
  )
}
