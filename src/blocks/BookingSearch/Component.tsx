import { getTranslations } from 'next-intl/server'
import type { QuickKind } from '@/components/booking/QuickSearch'
import { QuickSearch } from '@/components/islands'
import { Heading } from '@/components/layout/Heading'
import type { BookingSearchView } from '@/domain/blocks'
import { localizedPath } from '@/domain/paths'
import { islandIntl } from '@/i18n/islandIntl'
import type { MessageCatalogue } from '@/i18n/messageParts'
import type { BlockProps } from '../RenderBlocks'

/** Where each kind of search is answered: the listing pages of the path table. */
const listings: Record<QuickKind, string> = { stay: 'accommodationSearch', course: 'courseSearch', activity: 'activitiesShop', court: 'courts' }

/**
 * Only the texts the compact form and its calendar use: the landing page carries them in its
 * payload, and the whole shop area is three times as much.
 */
function quickMessages(messages: MessageCatalogue) {
  const { date, stepper, persons, stay, format } = messages.shop
  return {
    bookingSearch: { quick: messages.bookingSearch.quick, calendar: messages.bookingSearch.calendar },
    shop: { date, stepper, persons, stay, format },
    form: messages.form,
  }
}

/** The quick booking search (docs/shop.md#searching-from-the-landing-page): a band with the compact form. */
export async function BookingSearchBlock({ block, first }: BlockProps<BookingSearchView>) {
  const [t, intl] = await Promise.all([getTranslations('bookingSearch.quick'), islandIntl(quickMessages)])
  const targets = Object.fromEntries(Object.entries(listings).map(([kind, key]) => [kind, localizedPath(key, intl.locale)])) as Record<QuickKind, string>
  const titleId = `${block.id}-title`
  return (
    <section className="block shop booking-search" aria-labelledby={titleId}>
      <div className="container booking-search__inner">
        <Heading level={first ? 1 : 2} id={titleId} className="booking-search__title">
          {block.title || t('title')}
        </Heading>
        <QuickSearch intl={intl} id={`quick-${block.id}`} targets={targets} />
      </div>
    </section>
  )
}
