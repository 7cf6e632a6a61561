import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AccountMessages } from '@/components/account/AccountMessages'
import { ProfileView } from '@/components/account/profile/ProfileView'
import { AppRoutePage } from '@/components/page/AppRoutePage'
import { alternatesForKey, alternatesMetadata } from '@/components/page/alternates'
import type { Locale } from '@/domain/locale'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'pages.profile' })
  return { title: t('title'), robots: { index: false }, alternates: alternatesMetadata(alternatesForKey('profile'), locale) }
}

/** 'My account' (docs/routes.md#account-pages). The page is the same for everyone; the customer's data is fetched in the browser. */
export default async function ProfilePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('pages.profile')
  return (
    <AppRoutePage locale={locale} pathKey="profile" title={t('title')}>
      <AccountMessages>
        <ProfileView />
      </AccountMessages>
    </AppRoutePage>
  )
}
