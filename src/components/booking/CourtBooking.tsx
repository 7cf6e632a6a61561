'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { CourtOffer } from '@/domain/availability/types'
import { subresourceSelectionEnabled } from '@/domain/availability/subresource'
import type { IsoDate, ProductView } from '@/domain/catalogue'
import type { ShopFilter } from '@/domain/shopApi'
import { AddToCartButton } from './AddToCartButton'
import { CourtTimes } from './CourtTimes'
import { DatePicker } from './DatePicker'
import { RequestStatus } from './RequestStatus'
import type { WithCancellation } from './useCancellationText'
import { useAvailability } from './useAvailability'
import { useSearchPrefill } from './useSearchPrefill'
import { useShopFormat } from './useShopFormat'
import { useToday } from './useToday'

type Props = { product: ProductView; durations: number[] }

/**
 * A court booking: duration, day, then a free start time; the server assigns a free court, which the
 * cart then names. Choosing the court itself is offered only on local and test domains
 * (docs/roles.md#choosing-a-court), and there too the times of any free court show until one is chosen.
 */
export function CourtBooking({ product, durations }: Props) {
  const t = useTranslations('shop.court')
  const format = useShopFormat()
  const today = useToday()
  const [pickCourt, setPickCourt] = useState<boolean | null>(null)
  const [duration, setDuration] = useState(durations[0] ?? 60)
  const [day, setDay] = useState<IsoDate | ''>('')
  const [court, setCourt] = useState('')
  const listed = product.details.courts ?? []
  const [found, setFound] = useState<{ code: string; name: string }[]>([])
  const courts = listed.length > 0 ? listed : found
  const [selected, setSelected] = useState<WithCancellation<CourtOffer> | null>(null)
  const { load, ...request } = useAvailability(product.code)
  // Only an offer of the latest answer goes to the cart: while a new answer loads, or once it has
  // replaced the old one, a stale choice (old dates, party or price) cannot be added.
  const current = request.loading ? null : ((request.data?.items.find((i) => i.id === selected?.id) as CourtOffer | undefined) ?? null)

  useEffect(() => {
    setPickCourt(subresourceSelectionEnabled(window.location.host))
  }, [])
  useEffect(() => {
    if (today && !day) setDay(today)
  }, [today, day])
  // The landing page's search hands over its day (?day=YYYY-MM-DD); after the default above, so it wins.
  const prefill = useSearchPrefill()
  useEffect(() => {
    if (prefill?.day) setDay(prefill.day)
  }, [prefill])
  useEffect(() => {
    setSelected(null)
    if (!day || pickCourt === null) return
    const filter: ShopFilter = { dates: { from: day, to: day }, variation: String(duration) }
    if (pickCourt && court) filter.subresource = court
    void load(filter)
  }, [day, duration, court, pickCourt, load, listed.length])

  const offers = (request.data?.items ?? []).filter((item): item is WithCancellation<CourtOffer> => item.type === 'court')
  useEffect(() => {
    if (court || listed.length > 0) return
    // Without a listed set, the courts come from an answer for any court: those free some time that day.
    const seen = new Map<string, string>()
    for (const offer of offers) for (const c of offer.freeCourts) seen.set(c.code, c.name)
    setFound([...seen].map(([code, name]) => ({ code, name })))
  }, [request.data])

  if (!today || pickCourt === null) return null
  const showTimes = Boolean(request.data)
  const id = product.code
  return (
    <div className="booking__form">
      <div className="field">
        <label htmlFor={`${id}-duration`} className="field__label">
          {t('duration')}
        </label>
        <select id={`${id}-duration`} className="field__input" value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
          {durations.map((minutes) => (
            <option key={minutes} value={minutes}>
              {format.minutes(minutes)}
            </option>
          ))}
        </select>
      </div>
      <DatePicker id={`${id}-day`} label={t('day')} value={day} min={today} today={today} onChange={setDay} />
      {pickCourt ? (
        <div className="field">
          <label htmlFor={`${id}-court`} className="field__label">
            {t('court')}
          </label>
          <select id={`${id}-court`} className="field__input" value={court} onChange={(e) => setCourt(e.target.value)}>
            <option value="">{t('anyCourt')}</option>
            {courts.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="field__hint">{t('assignedHint')}</p>
      )}
      <div className="booking__results" aria-busy={request.loading}>
        <RequestStatus loading={request.loading} failed={request.failed} />
        {showTimes ? <CourtTimes name={`${id}-time`} offers={offers} selected={selected?.id ?? null} onSelect={setSelected} pricing={product} /> : null}
      </div>
      <AddToCartButton
        input={current ? { product, offer: current, persons: null, amount: 1, court: pickCourt && court ? { courtCode: court } : undefined } : null}
        hint={t('chooseTimeFirst')}
      />
    </div>
  )
}
