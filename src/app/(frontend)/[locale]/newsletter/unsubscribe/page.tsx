import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { NewsletterMessages } from '@/components/newsletter/NewsletterMessages'
import { UnsubscribeForm } from '@/components/newsletter/UnsubscribeForm'
import { AppRoutePage } from '@/components/page/AppRoutePage'
import type { Locale } from '@/domain/locale'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'newsletter.unsubscribe' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * Where the newsletter mails' unsubscribe link leads (docs/accounts.md#unsubscribing): one button,
 * then "you have unsubscribed" with a way back. The same page for everyone, cached; the link's
 * address and token are read in the browser.
 */
export default async function UnsubscribePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('newsletter.unsubscribe')
  return (
    <AppRoutePage locale={locale} pathKey="newsletter" title={t('title')}>
      <NewsletterMessages>
        <UnsubscribeForm />
      </NewsletterMessages>
    </AppRoutePage>
  )
}
