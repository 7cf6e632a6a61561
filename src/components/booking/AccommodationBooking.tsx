'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { StayOffer } from '@/domain/availability/types'
import { defaultPersons, personCount, type IsoDate, type Persons, type ProductView } from '@/domain/catalogue'
import { validatePersons } from '@/domain/persons'
import { AddToCartButton } from './AddToCartButton'
import { NearbyStays } from './NearbyStays'
import { RequestStatus } from './RequestStatus'
import { StayDates } from './StayDates'
import { PersonsPicker } from './PersonsPicker'
import { StayOffers } from './StayOffers'
import type { WithCancellation } from './useCancellationText'
import { useAvailability } from './useAvailability'
import { useOfferReason } from './useOfferReason'
import { usePriceCalendar } from './usePriceCalendar'
import { useSearchPrefill } from './useSearchPrefill'
import { useShopFormat } from './useShopFormat'
import { markupDay, useToday } from './useToday'

/**
 * Accommodation: arrival, departure and party (the calendars show each night's lowest price), then
 * the rates side by side; one rate is chosen. Full dates offer the cheapest nearby ones. A summary of
 * the chosen stay sits with the cart button at the end.
 */
export function AccommodationBooking({ product }: { product: ProductView }) {
  const t = useTranslations('shop.stay')
  const tSummary = useTranslations('bookingSearch.summary')
  const tPersons = useTranslations('shop.persons')
  const format = useShopFormat()
  const reasonOf = useOfferReason()
  const today = useToday()
  const prefill = useSearchPrefill()
  const [from, setFrom] = useState<IsoDate | ''>('')
  const [to, setTo] = useState<IsoDate | ''>('')
  const [persons, setPersons] = useState<Persons>(defaultPersons('accommodation'))
  const [selected, setSelected] = useState<WithCancellation<StayOffer> | null>(null)
  const request = useAvailability(product.code)
  const calendar = usePriceCalendar({ productCode: product.code }, persons)
  // Only an offer of the latest answer goes to the cart: while a new answer loads, or once it has
  // replaced the old one, a stale choice (old dates, party or price) cannot be added.
  const current = request.loading ? null : ((request.data?.items.find((i) => i.id === selected?.id) as StayOffer | undefined) ?? null)

  useEffect(() => {
    if (!prefill) return
    if (prefill.from) setFrom(prefill.from)
    if (prefill.to) setTo(prefill.to)
    if (prefill.persons) setPersons(prefill.persons)
  }, [prefill])

  const valid = Boolean(from && to && to > from) && validatePersons(persons, product.capacity ?? undefined) === null
  const { load, reset } = request
  useEffect(() => {
    setSelected(null)
    if (valid && from && to) void load({ dates: { from, to }, persons })
    else reset()
  }, [valid, from, to, persons, load, reset])

  const day = today ?? markupDay
  const offers = (request.data?.items ?? []).filter((item): item is WithCancellation<StayOffer> => item.type === 'stay')
  const refused = offers.find((o) => !o.available)
  const full = valid && from && to && request.data && offers.length > 0 && offers.every((o) => o.reason === 'full')
  return (
    <div className="booking__form">
      <StayDates idPrefix={`${product.code}-stay`} from={from} to={to} today={day} onFrom={setFrom} onTo={setTo} calendar={calendar} />
      <PersonsPicker id={`${product.code}-persons`} value={persons} onChange={setPersons} capacity={product.capacity ?? undefined} />
      <div className="booking__results" aria-busy={request.loading}>
        <RequestStatus loading={request.loading} failed={request.failed} />
        {!valid ? <p className="field__hint">{t('chooseDates')}</p> : null}
        {valid && request.data && offers.length > 0 ? (
          <StayOffers name={`${product.code}-rate`} offers={offers} selected={selected?.id ?? null} onSelect={setSelected} pricing={product} />
        ) : null}
        {valid && request.data && offers.every((o) => !o.available) ? (
          <p className="shop-notice">{refused?.reason ? reasonOf(refused) : t('noOffers')}</p>
        ) : null}
        {full && calendar ? (
          <NearbyStays
            from={from}
            to={to}
            today={day}
            calendar={calendar}
            onChoose={(stay) => {
              setFrom(stay.from)
              setTo(stay.to)
            }}
          />
        ) : null}
      </div>
      <div className="booking__summary" aria-label={tSummary('label')} role="group">
        <p className="booking__summary-text">
          {current ? (
            <>
              <span>
                {tSummary('stay', {
                  nights: t('nights', { count: current.nights }),
                  dates: format.dateRange(current.from, current.to),
                  party: tPersons('total', { count: personCount(persons) }),
                })}
              </span>{' '}
              <strong className="booking__summary-price">{format.price(current.price.withTax)}</strong>
            </>
          ) : (
            tSummary('nothing')
          )}
        </p>
        <AddToCartButton input={current ? { product, offer: current, persons, amount: 1 } : null} hint={t('chooseRateFirst')} />
      </div>
    </div>
  )
}
