'use client'

import { useTranslations } from 'next-intl'
import type { IsoDate } from '@/domain/catalogue'
import { addDays } from '@/domain/helsinki'
import type { CalendarExtras } from './CalendarDialog'
import { DatePicker } from './DatePicker'
import type { PriceCalendar } from './usePriceCalendar'
import { useShopFormat } from './useShopFormat'

type Props = {
  idPrefix: string
  from: IsoDate | ''
  to: IsoDate | ''
  today: IsoDate
  onFrom: (day: IsoDate) => void
  onTo: (day: IsoDate) => void
  /** The price calendar of the room type or category, for the party; without it the calendars show days only. */
  calendar?: PriceCalendar | null
}

/** Arrival and departure; departure is at least the day after arrival and moves along with it. */
export function StayDates({ idPrefix, from, to, today, onFrom, onTo, calendar }: Props) {
  const t = useTranslations('shop.stay')
  const tPrice = useTranslations('bookingSearch.calendar')
  const format = useShopFormat()
  const note = (month: string) => {
    const status = calendar?.status(month)
    return status === 'loading' ? tPrice('loading') : status === 'failed' ? tPrice('failed') : tPrice('legend')
  }
  // Arrival: each night's lowest price. Departure: a day can end the stay when every night before it is free.
  const arrival: CalendarExtras | undefined = calendar
    ? {
        onMonth: calendar.want,
        note,
        dayInfo: (day) => {
          const night = calendar.night(day)
          return night && { available: night.available, price: night.price ? format.price(night.price.withTax) : undefined }
        },
      }
    : undefined
  const departure: CalendarExtras | undefined =
    calendar && from
      ? {
          onMonth: calendar.want,
          dayInfo: (day) => {
            let known = true
            for (let night = from; night < day; night = addDays(night, 1)) {
              const n = calendar.night(night)
              if (n && !n.available) return { available: false }
              if (!n) known = false
            }
            return known ? { available: true } : undefined
          },
        }
      : undefined
  return (
    <fieldset className="booking__dates">
      <legend className="field__label">{t('dates')}</legend>
      <DatePicker
        id={`${idPrefix}-from`}
        label={t('arrival')}
        value={from}
        min={today}
        today={today}
        onChange={(day) => {
          onFrom(day)
          if (!to || to <= day) onTo(addDays(day, 1))
        }}
        {...arrival}
      />
      <DatePicker id={`${idPrefix}-to`} label={t('departure')} value={to} min={addDays(from || today, 1)} today={today} onChange={onTo} {...departure} />
    </fieldset>
  )
}
