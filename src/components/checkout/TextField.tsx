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
  /** A lasting hint under the label (a format or a rule), read with the field. */
  hint?: string
  onChange: (value: string) => void
  onBlur: () => void
  /** Added to the wrapper's `field` class, for a field placed inside a group (the phone number). */
  className?: string
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'readOnly'>

/** A labelled text input whose error sits next to it and is part of its description. */
export function TextField({
  id,
  label,
  value,
  required = false,
  error,
  hint,
  onChange,
  onBlur,
  className,
  type = 'text',
  autoComplete,
  inputMode,
  readOnly,
}: Props) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        required={required}
        className="field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
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
