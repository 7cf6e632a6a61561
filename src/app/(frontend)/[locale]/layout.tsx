import type { Metadata, Viewport } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { BuildWatcher } from '@/components/layout/BuildWatcher'
import { SiteNavigator } from '@/components/layout/SiteNavigator'
import { defaultLocale } from '@/domain/locale'
import { routing } from '@/i18n/routing'
import { buildId } from '@/server/buildId'
import { env } from '@/server/env'
import { ogLocale } from '@/domain/seo/siteUrl'
import '../site.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/**
 * The language of the [locale] segment. Only addresses the request hook skips (a missing file such
 * as /x.png) arrive without one: they get Finnish and the catch-all page's 404, not an empty error
 * document (a notFound() here could not be rendered on the server).
 */
async function localeOf(params: Props['params']) {
  const { locale } = await params
  return hasLocale(routing.locales, locale) ? locale : defaultLocale
}

/** Nothing is rendered at build time; each page is rendered on its first visit and cached (ISR). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(env().publicUrl),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    // docs/seo.md#link-previews: what a shared link of an app page shows; content pages give their own.
    openGraph: { type: 'website', siteName: t('siteName'), title: t('siteName'), description: t('description'), locale: ogLocale(locale) },
    twitter: { card: 'summary', title: t('siteName'), description: t('description') },
    icons: { icon: '/favicon.svg' },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1f4d3a' }

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const t = await getTranslations('nav')
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main-content">
          {t('skipToContent')}
        </a>
        {children}
        <BuildWatcher buildId={buildId()} />
        <SiteNavigator />
      </body>
    </html>
  )
}
