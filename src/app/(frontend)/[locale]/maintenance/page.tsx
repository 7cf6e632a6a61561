import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { locales, type Locale } from '@/domain/locale'

type Props = { params: Promise<{ locale: Locale }> }

/** Fully static: built once per language, no database read. Also the baseline of bench/pages. */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}
export const dynamicParams = false

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'maintenance' })
  return { title: t('title'), robots: { index: false } }
}

/** The maintenance layout: no navigation, only the notice that the store is temporarily unavailable. */
export default async function MaintenancePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('maintenance')
  return (
    <main id="main-content" className="maintenance">
      <div className="maintenance__box">
        <p className="maintenance__brand">Kuusirinne Resort</p>
        <h1>{t('title')}</h1>
        <p>{t('message')}</p>
        <p>{t('contact')}</p>
      </div>
    </main>
  )
}
