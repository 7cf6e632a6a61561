'use client'

import type { InputHTMLAttributes } from 'react'
import { RequiredMark } from './RequiredMark'

type Props = {
  id: string
  label: string
  value: string
  required?: boolean
  /** The translated error, shown under the field and read with it. */
  error?: string
  onChange: (value: string) => void
  onBlur: () => void
  /** Added to the wrapper's `field` class, for a field placed inside a group (the phone number). */
  className?: string
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>

/** A labelled text input whose error sits next to it and is part of its description. */
export function TextField({ id, label, value, required = false, error, onChange, onBlur, className, type = 'text', autoComplete, inputMode }: Props) {
  const errorId = `${id}-error`
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        className="field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
