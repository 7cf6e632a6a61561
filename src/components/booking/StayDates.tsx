'use client'

import './StayDates.css'
import { useTranslations } from 'next-intl'
import type { IsoDate } from '@/domain/catalogue'
import { addDays } from '@/domain/helsinki'
import { DatePicker } from './DatePicker'

type Props = {
  idPrefix: string
  from: IsoDate | ''
  to: IsoDate | ''
  today: IsoDate
  onFrom: (day: IsoDate) => void
  onTo: (day: IsoDate) => void
}

/** Arrival and departure; departure is at least the day after arrival and moves along with it. */
export function StayDates({ idPrefix, from, to, today, onFrom, onTo }: Props) {
  const t = useTranslations('shop.stay')
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
      />
      <DatePicker id={`${idPrefix}-to`} label={t('departure')} value={to} min={addDays(from || today, 1)} today={today} onChange={onTo} />
    </fieldset>
  )
}
