import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { NewsletterConfirm } from '@/components/newsletter/NewsletterConfirm'
import { NewsletterForm } from '@/components/newsletter/NewsletterForm'
import { NewsletterMessages } from '@/components/newsletter/NewsletterMessages'
import { AppRoutePage } from '@/components/page/AppRoutePage'
import { alternatesForKey, alternatesMetadata } from '@/components/page/alternates'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'pages.newsletter' })
  return { title: t('title'), description: t('intro'), alternates: alternatesMetadata(alternatesForKey('newsletter'), locale) }
}

/**
 * The newsletter (docs/accounts.md#newsletter-double-opt-in): confirm by the mailed link, and the
 * sign-up form the footer and the landing block share. The page is the same for everyone and
 * cached; the link's token is read in the browser.
 */
export default async function NewsletterPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('pages.newsletter')
  const tForm = await getTranslations('newsletter')
  return (
    <AppRoutePage locale={locale} pathKey="newsletter" title={t('title')}>
      <p className="lead">{t('intro')}</p>
      <p>
        {t('privacy')} <Link href={localizedPath('dataProtection', locale)}>{t('privacyLink')}</Link>
      </p>
      <NewsletterMessages>
        <div className="newsletter-page">
          <NewsletterConfirm />
          <NewsletterForm title={tForm('title')} />
        </div>
      </NewsletterMessages>
    </AppRoutePage>
  )
}
