import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { BuildWatcher } from '@/components/layout/BuildWatcher'
import { routing } from '@/i18n/routing'
import { buildId } from '@/server/buildId'
import { env } from '@/server/env'
import '../styles.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** Nothing is rendered at build time; each page is rendered on its first visit and cached (ISR). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(env().publicUrl),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    icons: { icon: '/favicon.svg' },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1f4d3a' }

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('nav')
  const messages = await getMessages()
  // Client components get only the texts they use (the error page).
  const clientMessages = { error: messages.error, content: messages.content, notification: messages.notification }
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main-content">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={clientMessages}>{children}</NextIntlClientProvider>
        <BuildWatcher buildId={buildId()} />
      </body>
    </html>
  )
}
