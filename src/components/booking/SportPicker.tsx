'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { ProductView } from '@/domain/catalogue'
import { CourtBooking } from './CourtBooking'

type Props = { id: string; sports: ProductView[]; durations: Record<string, number[]> }

/** Courts category: choose the sport (one product per assortment), then book its court. */
export function SportPicker({ id, sports, durations }: Props) {
  const t = useTranslations('shop.court')
  const [code, setCode] = useState(sports[0]?.code ?? '')
  const chosen = sports.find((sport) => sport.code === code)
  return (
    <div className="listing-search">
      <fieldset className="choices choices--inline">
        <legend className="field__label">{t('sport')}</legend>
        {sports.map((sport) => (
          <label key={sport.code} className="choice">
            <input type="radio" name={`${id}-sport`} value={sport.code} checked={code === sport.code} onChange={() => setCode(sport.code)} />
            {sport.details.sport || sport.marketingName || sport.name}
          </label>
        ))}
      </fieldset>
      {chosen ? <CourtBooking key={chosen.code} product={chosen} durations={durations[chosen.code] ?? [60]} /> : null}
    </div>
  )
}
