'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { inputDebounceMs } from './constants'

type Props = {
  id: string
  /** The texts the fields start with (and return to on reset): the listed items' min and max price. */
  initial: { min: string; max: string }
  resetKey: number
  onCommit: (text: { min: string; max: string }) => void
}

/** Minimum and maximum price in euros; applied after a 300 ms pause or at once on Enter. */
export function PriceFilter({ id, initial, resetKey, onCommit }: Props) {
  const t = useTranslations('shop.filters')
  const [text, setText] = useState(initial)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    setText(initial)
    // Only a reset brings the starting values back.
  }, [resetKey])

  useEffect(() => () => clearTimeout(timer.current), [])

  const change = (next: { min: string; max: string }) => {
    setText(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onCommit(next), inputDebounceMs)
  }
  const field = (bound: 'min' | 'max') => (
    <div className="field">
      <label htmlFor={`${id}-${bound}`} className="field__label">
        {t(bound === 'min' ? 'priceMin' : 'priceMax')}
      </label>
      <input
        id={`${id}-${bound}`}
        className="field__input field__input--short"
        inputMode="decimal"
        autoComplete="off"
        value={text[bound]}
        aria-describedby={`${id}-hint`}
        onChange={(e) => change({ ...text, [bound]: e.target.value })}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return
          e.preventDefault()
          clearTimeout(timer.current)
          onCommit(text)
        }}
      />
    </div>
  )
  return (
    <fieldset className="filter filter--price">
      <legend className="field__label">{t('price')}</legend>
      <div className="filter__row">
        {field('min')}
        {field('max')}
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {t('priceHint')}
      </p>
    </fieldset>
  )
}
