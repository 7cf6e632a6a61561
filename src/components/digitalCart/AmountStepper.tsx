'use client'

import { useTranslations } from 'next-intl'
import { NumberStepper } from '@/components/booking/NumberStepper'

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

/**
 * An amount of a pass with − and + buttons: the shop's stepper (typing, limits and focus behave
 * the same everywhere), named after the pass so a screen reader knows which amount it changes.
 */
export function AmountStepper({ id, label, of, value, min, max, onChange, describedBy }: Props) {
  const t = useTranslations('digitalCart')
  const full = t('amountOf', { name: of })
  return (
    <NumberStepper
      id={id}
      label={label}
      accessibleLabel={full}
      decreaseLabel={t('decrease', { label: full })}
      increaseLabel={t('increase', { label: full })}
      value={value}
      min={min}
      max={max}
      onChange={onChange}
      describedBy={describedBy}
    />
  )
}
