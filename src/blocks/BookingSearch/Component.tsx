import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import type { QuickKind } from '@/components/booking/QuickSearch'
import { QuickSearch } from '@/components/islands'
import { Heading } from '@/components/layout/Heading'
import type { BookingSearchView } from '@/domain/blocks'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import type { BlockProps } from '../RenderBlocks'

/** Where each kind of search is answered: the listing pages of the path table. */
const listings: Record<QuickKind, string> = { stay: 'accommodationSearch', course: 'courseSearch', activity: 'activitiesShop', court: 'courts' }

/** The quick booking search (docs/shop.md#searching-from-the-landing-page): a band with the compact form. */
export async function BookingSearchBlock({ block, first }: BlockProps<BookingSearchView>) {
  const locale = (await getLocale()) as Locale
  const [t, messages] = await Promise.all([getTranslations('bookingSearch.quick'), getMessages()])
  // Only the texts the compact form and its calendar use: the landing page carries them in its
  // payload, and the whole shop area is three times as much.
  const { date, stepper, persons, stay, format } = messages.shop
  const quickMessages = {
    bookingSearch: { quick: messages.bookingSearch.quick, calendar: messages.bookingSearch.calendar },
    shop: { date, stepper, persons, stay, format },
    form: messages.form,
  }
  const targets = Object.fromEntries(Object.entries(listings).map(([kind, key]) => [kind, localizedPath(key, locale)])) as Record<QuickKind, string>
  const titleId = `${block.id}-title`
  return (
    <section className="block shop booking-search" aria-labelledby={titleId}>
      <div className="container booking-search__inner">
        <Heading level={first ? 1 : 2} id={titleId} className="booking-search__title">
          {block.title || t('title')}
        </Heading>
        <QuickSearch intl={{ locale, messages: quickMessages }} id={`quick-${block.id}`} targets={targets} />
      </div>
    </section>
  )
}
