'use client'

import { useTranslations } from 'next-intl'

type Props = {
  id: string
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  describedBy?: string
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

/** A labelled number input with − and + buttons; typed values are kept within min..max. */
export function NumberStepper({ id, label, value, min, max, onChange, describedBy }: Props) {
  const t = useTranslations('shop.stepper')
  return (
    <div className="stepper">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="stepper__row">
        <button
          type="button"
          className="stepper__button"
          aria-label={t('decrease', { label })}
          aria-controls={id}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1, min, max))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="field__input stepper__input"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => {
            const n = Number.parseInt(event.target.value, 10)
            if (Number.isFinite(n)) onChange(clamp(n, min, max))
          }}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={t('increase', { label })}
          aria-controls={id}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1, min, max))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  )
}
