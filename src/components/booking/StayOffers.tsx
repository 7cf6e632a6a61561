'use client'

import { useTranslations } from 'next-intl'
import type { StayOffer } from '@/domain/availability/types'
import type { ProductView } from '@/domain/catalogue'
import { useCancellationText, type WithCancellation } from './useCancellationText'
import { useOfferReason } from './useOfferReason'
import { useShopFormat } from './useShopFormat'
import { OfferMemberPrice } from '@/components/member/OfferMemberPrice'

type MemberPricing = Pick<ProductView, 'memberPrice' | 'unitPrice'>

type Props = {
  name: string
  offers: WithCancellation<StayOffer>[]
  /** With onSelect the rates are a radio group (product page); without, a plain list (listing). */
  selected?: string | null
  onSelect?: (offer: WithCancellation<StayOffer>) => void
  /** The product's member price, shown beside each price to a signed-in member. */
  pricing?: MemberPricing
}

/** The rates of one stay side by side: free cancellation and non-refundable. */
export function StayOffers({ name, offers, selected, onSelect, pricing }: Props) {
  const t = useTranslations('shop.stay')
  const reasonOf = useOfferReason()
  const format = useShopFormat()
  const cancellationOf = useCancellationText()
  const body = (offer: WithCancellation<StayOffer>) => (
    <>
      <span className="offer__name">{t(`ratePlan.${offer.ratePlan}`)}</span>
      <span className="offer__price">{format.price(offer.price.withTax)}</span>
      {pricing ? <OfferMemberPrice product={pricing} normal={offer.price.withTax} /> : null}
      <span className="offer__meta">
        {t('nights', { count: offer.nights })} · {format.dateRange(offer.from, offer.to)}
      </span>
      {offer.available ? (
        <span className="offer__meta">{t('freeUnits', { count: offer.freeUnits })}</span>
      ) : (
        <span className="offer__reason">{reasonOf(offer)}</span>
      )}
      {cancellationOf(offer.cancellation) ? <span className="offer__meta">{cancellationOf(offer.cancellation)}</span> : null}
    </>
  )
  if (!onSelect) {
    return (
      <ul className="offers" aria-label={t('rates')}>
        {offers.map((offer) => (
          <li key={offer.id} className={`offer${offer.available ? '' : ' offer--unavailable'}`}>
            {body(offer)}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <fieldset className="offers">
      <legend className="field__label">{t('chooseRate')}</legend>
      {offers.map((offer) => (
        <label key={offer.id} className={`offer offer--choice${offer.available ? '' : ' offer--unavailable'}`}>
          <input type="radio" name={name} value={offer.id} checked={selected === offer.id} disabled={!offer.available} onChange={() => onSelect(offer)} />
          {body(offer)}
        </label>
      ))}
    </fieldset>
  )
}
