import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { inline } from '@/components/layout/PlainText'
import { ManageBookingMessages } from '@/components/manageBooking/ManageBookingMessages'
import { ManageBookingView } from '@/components/manageBooking/ManageBookingView'
import { AppRoutePage } from '@/components/page/AppRoutePage'
import { alternatesForKey, alternatesMetadata } from '@/components/page/alternates'
import type { Locale } from '@/domain/locale'
import { loadLayout } from '@/server/content/loadLayout'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'pages.manageBooking' })
  return { title: t('title'), robots: { index: false }, alternates: alternatesMetadata(alternatesForKey('manageBooking'), locale) }
}

/**
 * One order's page: its lines, what can be cancelled, its refunds (docs/refunds.md#cancelling). The
 * page is the same for everyone; the order (`?order=…&token=…`) is read and fetched in the browser.
 * The resort's contact line of the header is what a line cancelled by contacting the resort points to.
 */
export default async function ManageBookingPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, layout] = await Promise.all([getTranslations('pages.manageBooking'), loadLayout(locale)])
  const contact = layout.header.contactInfo ? <span className="booking-contact">{inline(layout.header.contactInfo)}</span> : null
  return (
    <AppRoutePage locale={locale} pathKey="manageBooking" title={t('title')}>
      <ManageBookingMessages>
        <ManageBookingView contact={contact} />
      </ManageBookingMessages>
    </AppRoutePage>
  )
}
