'use client'

import { useTranslations } from 'next-intl'
import { PassPurchase } from '@/components/digitalCart/PassPurchase'
import type { ProductView } from '@/domain/catalogue'
import { AwakeControls } from '@/components/ui/AwakeControls'
import { AccommodationBooking } from './AccommodationBooking'
import { ActivityBooking } from './ActivityBooking'
import type { BookingExtras } from './bookingExtras'
import { CourseBooking } from './CourseBooking'
import { CourtBooking } from './CourtBooking'
import { EducationPurchase } from './EducationPurchase'
import { GiftCardForm } from './GiftCardForm'

type Props = { product: ProductView; extras: BookingExtras; headingLevel: 2 | 3 }

function Widget({ product, extras }: Omit<Props, 'headingLevel'>) {
  const t = useTranslations('shop')
  const { inventory } = extras
  switch (product.kind) {
    case 'accommodation':
      return <AccommodationBooking product={product} />
    case 'course':
      return <CourseBooking product={product} />
    case 'activity':
    case 'ticket':
      return <ActivityBooking product={product} />
    case 'court':
      return <CourtBooking product={product} durations={extras.durations} />
    case 'giftcard':
      return inventory?.kind === 'giftcard' ? <GiftCardForm product={product} inventory={inventory} /> : <p className="shop-notice">{t('unavailable')}</p>
    case 'education':
      return inventory?.kind === 'education' ? <EducationPurchase product={product} inventory={inventory} /> : <p className="shop-notice">{t('unavailable')}</p>
    case 'pass':
      // Undated passes go into the digital cart (docs/content-model.md#the-pass-cart), not the dated main cart.
      return <PassPurchase product={product} />
  }
}

/** The booking part of a product page: the widget of the product's kind and the cart preview. */
export function ProductBooking({ product, extras, headingLevel }: Props) {
  const t = useTranslations('shop')
  const Heading = `h${headingLevel}` as 'h2' | 'h3'
  const headingId = `${product.code}-booking-title`
  return (
    <section className="booking" aria-labelledby={headingId}>
      <Heading id={headingId} className="booking__title">
        {t(`bookingTitle.${product.kind}`)}
      </Heading>
      <AwakeControls className="booking__controls">
        <Widget product={product} extras={extras} />
      </AwakeControls>
    </section>
  )
}
