'use client'

import { useTranslations } from 'next-intl'
import { maxCapacity, personCount, type Persons } from '@/domain/catalogue'
import { validatePersons } from '@/domain/persons'
import { NumberStepper } from './NumberStepper'

type Props = {
  id: string
  value: Persons
  onChange: (persons: Persons) => void
  /** The product's own limit (a room type's capacity); the general limit is 12 (docs/limits.md#persons-and-capacity). */
  capacity?: number
  /** Overrides the default legend "Persons". */
  legend?: string
}

const bands = [
  { key: 'numberOfAdults', label: 'adults', min: 1 },
  { key: 'numberOfChildrenOlder', label: 'children', min: 0 },
  { key: 'numberOfChildrenYounger', label: 'smallChildren', min: 0 },
] as const

/** Adults 15+, children 5–14 and small children 0–4, with live validation (at least one adult, at most 12). */
export function PersonsPicker({ id, value, onChange, capacity, legend }: Props) {
  const t = useTranslations('shop.persons')
  const error = validatePersons(value, capacity)
  const errorId = `${id}-error`
  const limit = Math.min(capacity ?? maxCapacity, maxCapacity)
  return (
    <fieldset className="persons">
      <legend className="field__label">{legend ?? t('legend')}</legend>
      <div className="persons__bands">
        {bands.map((band) => (
          <NumberStepper
            key={band.key}
            id={`${id}-${band.key}`}
            label={t(band.label)}
            value={value[band.key]}
            min={band.min}
            max={maxCapacity}
            describedBy={errorId}
            onChange={(n) => onChange({ ...value, [band.key]: n })}
          />
        ))}
      </div>
      <p className="persons__total">{t('total', { count: personCount(value) })}</p>
      <div id={errorId} className="field__error" aria-live="polite">
        {error ? t(`error.${error}`, { max: limit }) : null}
      </div>
    </fieldset>
  )
}
