'use client'

import './booking.css'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { SlotOffer, TicketOffer } from '@/domain/availability/types'
import type { IsoDate, ProductView } from '@/domain/catalogue'
import { DatePicker } from './DatePicker'
import { RequestStatus } from './RequestStatus'
import { SlotOffers } from './SlotOffers'
import type { WithCancellation } from './useCancellationText'
import { TicketOffers } from './TicketOffers'
import { useAvailability } from './useAvailability'
import { useToday } from './useToday'

/** Activities and swimming hall tickets: one day (today by default), then its times or tickets. */
export function ActivityBooking({ product }: { product: ProductView }) {
  const t = useTranslations('shop')
  const today = useToday()
  const [day, setDay] = useState<IsoDate | ''>('')
  const { load, ...request } = useAvailability(product.code)

  useEffect(() => {
    if (today && !day) setDay(today)
  }, [today, day])

  useEffect(() => {
    if (day) void load({ dates: { from: day, to: day } })
  }, [day, load])

  if (!today) return null
  const items = request.data?.items ?? []
  const idPrefix = `${product.code}-${day}`
  return (
    <div className="booking__form">
      <DatePicker id={`${product.code}-day`} label={t('day')} value={day} min={today} today={today} onChange={setDay} />
      <div className="booking__results" aria-busy={request.loading}>
        <RequestStatus loading={request.loading} failed={request.failed} />
        {request.data && product.kind === 'ticket' ? (
          <TicketOffers key={idPrefix} product={product} tickets={items.filter((i): i is TicketOffer => i.type === 'ticket')} idPrefix={idPrefix} />
        ) : null}
        {request.data && product.kind !== 'ticket' ? (
          <SlotOffers key={idPrefix} product={product} slots={items.filter((i): i is WithCancellation<SlotOffer> => i.type === 'slot')} idPrefix={idPrefix} />
        ) : null}
      </div>
    </div>
  )
}
