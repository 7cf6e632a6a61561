'use client'

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
import { useShopFormat } from './useShopFormat'
import { useToday } from './useToday'

/**
 * Activities and swimming hall tickets: one day, then its times or tickets. An activity opens on today
 * while today still has a time to book, else on the next day that has one (the answer's
 * `nextAvailable`); a day the visitor picks stays.
 */
export function ActivityBooking({ product }: { product: ProductView }) {
  const t = useTranslations('shop')
  const format = useShopFormat()
  const today = useToday()
  const [day, setDay] = useState<IsoDate | ''>('')
  const [moved, setMoved] = useState(false)
  const [chosen, setChosen] = useState(false)
  const { load, ...request } = useAvailability(product.code)
  const next = request.data?.nextAvailable

  useEffect(() => {
    if (today && !day) setDay(today)
  }, [today, day])

  useEffect(() => {
    if (day) void load({ dates: { from: day, to: day } })
  }, [day, load])

  useEffect(() => {
    if (chosen || !today || day !== today || request.loading || !next || next === today) return
    setDay(next)
    setMoved(true)
  }, [chosen, today, day, next, request.loading])

  const choose = (picked: IsoDate | '') => {
    setChosen(true)
    setMoved(false)
    setDay(picked)
  }

  if (!today) return null
  const items = request.data?.items ?? []
  const idPrefix = `${product.code}-${day}`
  return (
    <div className="booking__form">
      <DatePicker id={`${product.code}-day`} label={t('day')} value={day} min={today} today={today} onChange={choose} />
      <div className="booking__results" aria-busy={request.loading}>
        <RequestStatus loading={request.loading} failed={request.failed} />
        {moved && day ? (
          <p className="field__hint" role="status">
            {t('activity.movedToNext', { date: format.date(day) })}
          </p>
        ) : null}
        {request.data && product.kind === 'ticket' ? (
          <TicketOffers key={idPrefix} product={product} tickets={items.filter((i): i is TicketOffer => i.type === 'ticket')} idPrefix={idPrefix} />
        ) : null}
        {request.data && product.kind !== 'ticket' ? (
          <SlotOffers
            key={idPrefix}
            product={product}
            day={day || today}
            slots={items.filter((i): i is WithCancellation<SlotOffer> => i.type === 'slot')}
            idPrefix={idPrefix}
            nextAvailable={request.loading ? undefined : next}
            onDay={choose}
          />
        ) : null}
      </div>
    </div>
  )
}
