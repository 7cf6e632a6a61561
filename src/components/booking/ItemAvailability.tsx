'use client'

import { useTranslations } from 'next-intl'
import type { AvailabilityItem, SessionOffer, SlotOffer, StayOffer, TicketOffer } from '@/domain/availability/types'
import type { IsoDate, ProductView } from '@/domain/catalogue'
import { unavailableReason } from './listingResults'
import { withSearch } from './searchQuery'
import { SessionOffers } from './SessionOffers'
import { SlotOffers } from './SlotOffers'
import { StayOffers } from './StayOffers'
import { TicketOffers } from './TicketOffers'
import { useOfferReason } from './useOfferReason'
import { useShopFormat } from './useShopFormat'
import type { Criteria } from './useCategorySearch'

type Props = {
  product: ProductView
  offers: AvailabilityItem[]
  criteria: Criteria
  party: number | null
  nextAvailable?: IsoDate | null
  onDay?: (day: IsoDate) => void
}

/** The lowest-priced rate that can be booked for the chosen dates. */
const cheapestStay = (stays: StayOffer[]) =>
  stays.filter((o) => o.available).reduce<StayOffer | null>((best, o) => (best && best.price.withTax <= o.price.withTax ? best : o), null)

/** The availability of one listed product for the current search. */
export function ItemAvailability({ product, offers, criteria, party, nextAvailable, onDay }: Props) {
  const t = useTranslations('shop')
  const reasonOf = useOfferReason()
  const format = useShopFormat()
  const name = product.marketingName || product.name
  const idPrefix = `${product.code}-${criteria.day || criteria.from || 'x'}`
  const link = (query: Parameters<typeof withSearch>[1]) =>
    product.pagePath ? (
      <a className="btn btn--primary listing-item__book" href={withSearch(product.pagePath, query)}>
        {t('bookProduct', { name })}
      </a>
    ) : null
  switch (product.kind) {
    case 'accommodation': {
      const stays = offers.filter((o): o is StayOffer => o.type === 'stay')
      if (!stays.some((o) => o.available)) {
        const reason = unavailableReason(stays, product.capacity, party)
        const closed = reason === 'closed' ? stays.find((o) => o.closure) : undefined
        return <p className="offer__reason">{closed ? reasonOf(closed) : t(`reason.${reason}`)}</p>
      }
      const cheapest = cheapestStay(stays)
      return (
        <>
          {cheapest ? (
            <p className="product-card__price listing-item__stay-price">
              {t('stay.totalFrom', { price: format.price(cheapest.price.withTax), nights: cheapest.nights })}
            </p>
          ) : null}
          <StayOffers name={`${idPrefix}-rate`} offers={stays} pricing={product} />
          {criteria.from && criteria.to ? link({ from: criteria.from, to: criteria.to, persons: criteria.persons }) : null}
        </>
      )
    }
    case 'course':
      return (
        <>
          <SessionOffers name={`${idPrefix}-session`} sessions={offers.filter((o): o is SessionOffer => o.type === 'session')} pricing={product} />
          {link({ persons: criteria.persons })}
        </>
      )
    case 'ticket':
      return <TicketOffers key={idPrefix} product={product} tickets={offers.filter((o): o is TicketOffer => o.type === 'ticket')} idPrefix={idPrefix} />
    case 'activity':
      return (
        <SlotOffers
          key={idPrefix}
          product={product}
          day={criteria.day}
          slots={offers.filter((o): o is SlotOffer => o.type === 'slot')}
          idPrefix={idPrefix}
          nextAvailable={nextAvailable}
          onDay={onDay}
        />
      )
    default:
      return link({})
  }
}
