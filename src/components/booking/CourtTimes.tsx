'use client'

import { useTranslations } from 'next-intl'
import type { CourtOffer } from '@/domain/availability/types'
import type { ProductView } from '@/domain/catalogue'
import { useCancellationText, type WithCancellation } from './useCancellationText'
import { useOfferReason } from './useOfferReason'
import { useShopFormat } from './useShopFormat'
import { OfferMemberPrice } from '@/components/member/OfferMemberPrice'

type MemberPricing = Pick<ProductView, 'memberPrice' | 'unitPrice'>

type Props = {
  name: string
  offers: WithCancellation<CourtOffer>[]
  selected: string | null
  onSelect: (offer: WithCancellation<CourtOffer>) => void
  /** The product's member price, shown beside each price to a signed-in member. */
  pricing?: MemberPricing
}

/** Free start times of a court booking as a radio group. */
export function CourtTimes({ name, offers, selected, onSelect, pricing }: Props) {
  const t = useTranslations('shop.court')
  const format = useShopFormat()
  const reasonOf = useOfferReason()
  const cancellationOf = useCancellationText()
  const free = offers.filter((offer) => offer.available)
  const closed = offers.find((offer) => offer.closure)
  if (free.length === 0) return closed ? <p className="shop-notice">{reasonOf(closed)}</p> : <p className="offers__empty">{t('noTimes')}</p>
  // One start time is booked: its deadline is told once it is chosen, not on every time of the grid.
  const chosenTerms = cancellationOf(free.find((offer) => offer.id === selected)?.cancellation, 'cancellable')
  return (
    <fieldset className="times">
      <legend className="field__label">{t('startTime')}</legend>
      <div className="times__grid">
        {free.map((offer) => (
          <label key={offer.id} className="time-choice">
            <input type="radio" name={name} value={offer.id} checked={selected === offer.id} onChange={() => onSelect(offer)} />
            <span className="time-choice__time">{offer.time}</span>
            <span className="time-choice__price">{format.price(offer.price.withTax)}</span>
            {pricing ? <OfferMemberPrice product={pricing} normal={offer.price.withTax} /> : null}
          </label>
        ))}
      </div>
      {chosenTerms ? <p className="field__hint">{chosenTerms}</p> : null}
    </fieldset>
  )
}
