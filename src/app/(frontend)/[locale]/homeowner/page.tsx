import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AppRoutePage } from '@/components/page/AppRoutePage'
import { alternatesForKey, alternatesMetadata } from '@/components/page/alternates'
import { HomeownerMessages } from '@/components/homeowner/HomeownerMessages'
import { HomeownerView } from '@/components/homeowner/HomeownerView'
import type { Locale } from '@/domain/locale'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'pages.homeowner' })
  return { title: t('title'), robots: { index: false }, alternates: alternatesMetadata(alternatesForKey('homeowner'), locale) }
}

/** The homeowner route (docs/routes.md#screens, docs/homeowner.md). The page is the same for everyone; the owner's data is fetched in the browser. */
export default async function HomeownerPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('pages.homeowner')
  return (
    <AppRoutePage locale={locale} pathKey="homeowner" title={t('title')}>
      <p>{t('intro')}</p>
      <HomeownerMessages>
        <HomeownerView />
      </HomeownerMessages>
    </AppRoutePage>
  )
}
