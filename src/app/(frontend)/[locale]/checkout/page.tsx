import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Checkout } from '@/components/checkout/Checkout'
import { CheckoutMessages } from '@/components/checkout/CheckoutMessages'
import { CheckoutReturn } from '@/components/checkout/CheckoutReturn'
import { isPaymentReturn, queryValues, type SearchParams } from '@/components/checkout/paymentReturnQuery'
import { cartCookieName } from '@/components/cart/cartCookie'
import { AppRoutePage } from '@/components/page/AppRoutePage'
import { alternatesForKey, alternatesMetadata } from '@/components/page/alternates'
import type { Locale } from '@/domain/locale'

// Every visit is the visitor's own: the cart is in the browser and a payment return is verified per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'pages.checkout' })
  return { title: t('title'), robots: { index: false }, alternates: alternatesMetadata(alternatesForKey('checkout'), locale) }
}

/**
 * Checkout in three steps (docs/routes.md#screens). Steps 1 and 2 run in the browser on the visitor's cart; a
 * payment return (`?transactionId=…&responseCode=…`) renders step 3 from the verified result.
 */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const query = queryValues(await searchParams)
  const t = await getTranslations('pages.checkout')
  return (
    <AppRoutePage locale={locale} pathKey="checkout" title={t('title')}>
      {/* The return's few client parts use no texts: checkout's own (some 20 kB in the page) go with steps 1 and 2 only. */}
      {isPaymentReturn(query) ? (
        <CheckoutReturn query={query} locale={locale} />
      ) : (
        <CheckoutMessages>
          <Checkout locale={locale} cartExpected={(await cookies()).has(cartCookieName)} />
        </CheckoutMessages>
      )}
    </AppRoutePage>
  )
}
