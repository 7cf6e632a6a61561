'use client'

import { useTranslations } from 'next-intl'
import { fieldId } from './fieldIds'

type Props = { value: string; error?: string; onChange: (value: string) => void; onBlur: () => void }

/** The order's additional information (docs/content-model.md#order): optional, for the resort to read. */
export function NoteField({ value, error, onChange, onBlur }: Props) {
  const t = useTranslations('checkout.contact')
  const id = fieldId('additionalInformation')
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('additionalInformation')}
      </label>
      <textarea
        id={id}
        name={id}
        rows={3}
        className="field__input field__textarea"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('additionalInformationHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
