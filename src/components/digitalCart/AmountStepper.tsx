'use client'

import { useTranslations } from 'next-intl'

type Props = {
  id: string
  /** Visible label. */
  label: string
  /** What the amount is of, for the buttons' and field's accessible names. */
  of: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  describedBy?: string
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

/** An amount with − and + buttons (the shop's stepper look); typed values are kept within min..max. */
export function AmountStepper({ id, label, of, value, min, max, onChange, describedBy }: Props) {
  const t = useTranslations('digitalCart')
  const full = t('amountOf', { name: of })
  return (
    <div className="stepper">
      <label htmlFor={id} className="field__label">
        <span aria-hidden="true">{label}</span>
        <span className="visually-hidden">{full}</span>
      </label>
      <div className="stepper__row">
        <button type="button" className="stepper__button" aria-label={t('decrease', { label: full })} aria-controls={id} disabled={value <= min} onClick={() => onChange(clamp(value - 1, min, max))}>
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
        <button type="button" className="stepper__button" aria-label={t('increase', { label: full })} aria-controls={id} disabled={value >= max} onClick={() => onChange(clamp(value + 1, min, max))}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  )
}
