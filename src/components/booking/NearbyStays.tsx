'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { nearbyStays, type NearbyStay } from '@/domain/availability/nearbyStays'
import type { IsoDate } from '@/domain/catalogue'
import { addDays } from '@/domain/helsinki'
import type { PriceCalendar } from './usePriceCalendar'
import { useShopFormat } from './useShopFormat'

type Props = {
  from: IsoDate
  to: IsoDate
  today: IsoDate
  calendar: PriceCalendar
  onChoose: (stay: NearbyStay) => void
}

const searchDays = 7

/** When the chosen dates are full: the cheapest stays of the same length a few days around them, as buttons that fill the dates. */
export function NearbyStays({ from, to, today, calendar, onChoose }: Props) {
  const t = useTranslations('bookingSearch.nearby')
  const tStay = useTranslations('shop.stay')
  const format = useShopFormat()
  const first = addDays(from, -searchDays)
  const last = addDays(to, searchDays)
  const { want, status } = calendar
  useEffect(() => {
    want(first.slice(0, 7))
    want(last.slice(0, 7))
  }, [want, first, last])
  if (status(first.slice(0, 7)) !== 'ready' || status(last.slice(0, 7)) !== 'ready') return null
  const stays = nearbyStays({ from, to, nights: calendar.nights(), today, maxShift: searchDays })
  return (
    <section className="nearby-stays" aria-labelledby={`${from}-nearby-title`}>
      <p id={`${from}-nearby-title`} className="nearby-stays__title">
        {t('title')}
      </p>
      {stays.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <p>{t('intro')}</p>
          <ul className="nearby-stays__list">
            {stays.map((stay) => (
              <li key={stay.from}>
                <button type="button" className="btn btn--secondary nearby-stays__choice" onClick={() => onChoose(stay)}>
                  {t('choose', {
                    dates: format.dateRange(stay.from, stay.to),
                    nights: tStay('nights', { count: stay.nights }),
                    price: format.price(stay.total),
                  })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
