'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useNumberProblemText } from '@/components/forms/useNumberProblemText'
import { numberProblem } from '@/domain/numberField'

type Props = {
  id: string
  /** The visible label; also the field's and buttons' name unless `accessibleLabel` is given. */
  label: string
  /** A fuller name for screen readers where the visible label is short ("Quantity" of what). */
  accessibleLabel?: string
  /** The buttons' names; by default the shop's "Decrease: …" and "Increase: …". */
  decreaseLabel?: string
  increaseLabel?: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  describedBy?: string
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

/** A typed amount as a whole number kept within min..max, or null while the text is not one ("", "-", "2.5"). */
export function typedAmount(text: string, min: number, max: number): number | null {
  const trimmed = text.trim()
  return /^-?\d+$/.test(trimmed) ? clamp(Number(trimmed), min, max) : null
}

/**
 * A labelled number input with − and + buttons.
 *
 * What is typed is the visitor's until they leave the field or press Enter: a whole number within
 * min..max applies at once (totals and results follow), anything else (an emptied field, a number out
 * of range) stays as typed, so the field can be cleared and typed again; leaving it then applies the
 * nearest allowed number, or puts the last one back. Meanwhile the field says why what is typed does
 * not apply (docs/validation.md#number-fields: a whole number, the minimum, the maximum). The buttons
 * are never `disabled` at the limits: a disabled button drops the focus to the page, so they say so
 * with aria-disabled and ignore the press.
 */
export function NumberStepper({ id, label, accessibleLabel, decreaseLabel, increaseLabel, value, min, max, onChange, describedBy }: Props) {
  const t = useTranslations('shop.stepper')
  const problemText = useNumberProblemText()
  const [draft, setDraft] = useState<string | null>(null)
  // An emptied field is only on its way to a new number.
  const error = draft !== null && draft.trim() !== '' ? problemText(numberProblem(draft, { min, max })) : undefined
  const errorId = `${id}-error`
  const name = accessibleLabel ?? label
  const atMin = value <= min
  const atMax = value >= max

  const type = (text: string) => {
    setDraft(text)
    const n = typedAmount(text, min, max)
    if (n !== null && String(n) === text.trim() && n !== value) onChange(n)
  }
  const settle = () => {
    if (draft === null) return
    const n = typedAmount(draft, min, max)
    if (n !== null && n !== value) onChange(n)
    setDraft(null)
  }
  const step = (by: number) => {
    setDraft(null)
    const n = clamp(value + by, min, max)
    if (n !== value) onChange(n)
  }

  return (
    <div className="stepper">
      <label htmlFor={id} className="field__label">
        {accessibleLabel ? (
          <>
            <span aria-hidden="true">{label}</span>
            <span className="visually-hidden">{accessibleLabel}</span>
          </>
        ) : (
          label
        )}
      </label>
      <div className="stepper__row">
        <button
          type="button"
          className="stepper__button"
          aria-label={decreaseLabel ?? t('decrease', { label: name })}
          aria-controls={id}
          aria-disabled={atMin}
          onClick={() => {
            if (!atMin) step(-1)
          }}
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
          value={draft ?? String(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={settle}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settle()
          }}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={increaseLabel ?? t('increase', { label: name })}
          aria-controls={id}
          aria-disabled={atMax}
          onClick={() => {
            if (!atMax) step(1)
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
