'use client'

import './booking.css'
import './CourtTimes.css'
import { useTranslations } from 'next-intl'
import type { CourtOffer } from '@/domain/availability/types'
import { useOfferReason } from './useOfferReason'
import { useShopFormat } from './useShopFormat'

type Props = { name: string; offers: CourtOffer[]; selected: string | null; onSelect: (offer: CourtOffer) => void }

/** Free start times of a court booking as a radio group. */
export function CourtTimes({ name, offers, selected, onSelect }: Props) {
  const t = useTranslations('shop.court')
  const format = useShopFormat()
  const reasonOf = useOfferReason()
  const free = offers.filter((offer) => offer.available)
  const closed = offers.find((offer) => offer.closure)
  if (free.length === 0) return closed ? <p className="shop-notice">{reasonOf(closed)}</p> : <p className="offers__empty">{t('noTimes')}</p>
  return (
    <fieldset className="times">
      <legend className="field__label">{t('startTime')}</legend>
      <div className="times__grid">
        {free.map((offer) => (
          <label key={offer.id} className="time-choice">
            <input type="radio" name={name} value={offer.id} checked={selected === offer.id} onChange={() => onSelect(offer)} />
            <span className="time-choice__time">{offer.time}</span>
            <span className="time-choice__price">{format.price(offer.price.withTax)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
