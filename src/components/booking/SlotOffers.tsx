'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { SlotOffer } from '@/domain/availability/types'
import { defaultPersons, type IsoDate, type ProductView } from '@/domain/catalogue'
import { AddToCartButton } from './AddToCartButton'
import { NumberStepper } from './NumberStepper'
import { useCancellationText, type WithCancellation } from './useCancellationText'
import { useOfferReason } from './useOfferReason'
import { useShopFormat } from './useShopFormat'
import { OfferMemberPrice } from '@/components/member/OfferMemberPrice'

const maxAmount = 12

function SlotRow({ product, slot, idPrefix }: { product: ProductView; slot: WithCancellation<SlotOffer>; idPrefix: string }) {
  const t = useTranslations('shop.activity')
  const reasonOf = useOfferReason()
  const format = useShopFormat()
  const cancellationOf = useCancellationText()
  const [chosen, setAmount] = useState(1)
  const id = `${idPrefix}-${slot.id}`
  const limit = Math.max(1, Math.min(maxAmount, slot.freePlaces))
  // A newer answer may have fewer places than the amount chosen before it.
  const amount = Math.min(chosen, limit)
  const bookable = slot.available && amount <= slot.freePlaces
  return (
    <li className={`slot${slot.available ? '' : ' offer--unavailable'}`}>
      <p id={`${id}-info`} className="slot__info">
        <span className="slot__time">{slot.time}</span>
        <span>{format.minutes(slot.durationMinutes)}</span>
        <span>{t('pricePerPerson', { price: format.price(slot.price.withTax) })}</span>
        <OfferMemberPrice product={product} normal={slot.price.withTax} />
        <span>{slot.available ? t('freePlaces', { count: slot.freePlaces }) : reasonOf(slot)}</span>
        {slot.available && cancellationOf(slot.cancellation, 'cancellable') ? <span>{cancellationOf(slot.cancellation, 'cancellable')}</span> : null}
      </p>
      {slot.available ? (
        <div className="slot__actions">
          <NumberStepper id={`${id}-amount`} label={t('amount', { time: slot.time })} value={amount} min={1} max={limit} onChange={setAmount} />
          <AddToCartButton describedBy={`${id}-info`} input={bookable ? { product, offer: slot, persons: defaultPersons(product.kind), amount } : null} />
        </div>
      ) : null}
    </li>
  )
}

/**
 * The first later day with a time to book, when the shown day has none: said, with a button that
 * shows that day. `undefined`: the answer did not say (nothing is shown).
 */
function NextAvailable({ day, next, onDay }: { day: IsoDate; next: IsoDate | null | undefined; onDay?: (day: IsoDate) => void }) {
  const t = useTranslations('shop.activity')
  const format = useShopFormat()
  if (next === undefined || next === day) return null
  if (next === null) return <p className="offers__empty">{t('noFuture')}</p>
  const date = format.date(next)
  return (
    <p className="next-available">
      <span>{t('nextAvailable', { date })}</span>
      {onDay ? (
        <button type="button" className="btn btn--secondary" onClick={() => onDay(next)}>
          {t('showDay', { date })}
        </button>
      ) : null}
    </p>
  )
}

type Props = {
  product: ProductView
  day: IsoDate
  slots: WithCancellation<SlotOffer>[]
  idPrefix: string
  /** The answer's next day with a time to book (AvailabilityResponse.nextAvailable). */
  nextAvailable?: IsoDate | null
  /** Shows another day (the listing's or the product page's day picker). */
  onDay?: (day: IsoDate) => void
}

/**
 * The times of one activity on one day; each has an amount and its own "Add to cart". Times that
 * have passed are left out: a visitor in the evening reads the next day to book, not a wall of
 * "this time has passed".
 */
export function SlotOffers({ product, day, slots, idPrefix, nextAvailable, onDay }: Props) {
  const t = useTranslations('shop.activity')
  const reasonOf = useOfferReason()
  const next = <NextAvailable day={day} next={nextAvailable} onDay={onDay} />
  // Staff close an activity for whole days: one notice says why, instead of the same words on every time.
  const closed = slots.find((slot) => slot.closure)
  if (closed)
    return (
      <>
        <p className="shop-notice">{reasonOf(closed)}</p>
        {next}
      </>
    )
  const upcoming = slots.filter((slot) => slot.reason !== 'past')
  if (upcoming.length === 0)
    return (
      <>
        <p className="offers__empty">{t(slots.length > 0 ? 'noTimesLeft' : 'noTimes')}</p>
        {next}
      </>
    )
  return (
    <>
      <ul className="slots" aria-label={t('times')}>
        {upcoming.map((slot) => (
          <SlotRow key={slot.id} product={product} slot={slot} idPrefix={idPrefix} />
        ))}
      </ul>
      {upcoming.some((slot) => slot.available) ? null : next}
    </>
  )
}
