import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AppRoutePage } from '@/components/page/AppRoutePage'
import { alternatesForKey, alternatesMetadata } from '@/components/page/alternates'
import type { Locale } from '@/domain/locale'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'pages.checkout' })
  return { title: t('title'), robots: { index: false }, alternates: alternatesMetadata(alternatesForKey('checkout'), locale) }
}

/** Checkout in three steps (spec §2). The cart and payment issue brings the steps' forms. */
export default async function CheckoutPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('pages.checkout')
  return (
    <AppRoutePage locale={locale} pathKey="checkout" title={t('title')}>
      <ol className="steps" aria-label={t('steps')}>
        <li aria-current="step">{t('orderInformation')}</li>
        <li>{t('paymentInformation')}</li>
        <li>{t('orderConfirmation')}</li>
      </ol>
      <p>{t('emptyCart')}</p>
    </AppRoutePage>
  )
}
