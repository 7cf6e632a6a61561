'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { giftCardMessageMaxLength } from '@/domain/cart/giftCards'
import { messageLength, type Recipient, type RecipientError, type RecipientField } from './giftCardValidation'

/** Each rule's message: the ones every form shares, and the gift card's own for its terms. */
const sharedMessage = { required: 'required', email: 'email', mismatch: 'matches', tooLong: 'maxLength' } as const

type Props = {
  id: string
  value: Recipient
  errors: Partial<Record<RecipientField, RecipientError>>
  onChange: (value: Recipient) => void
}

const textFields = [
  { field: 'name', type: 'text', autoComplete: 'off' },
  { field: 'email', type: 'email', autoComplete: 'off' },
  { field: 'confirmEmail', type: 'email', autoComplete: 'off' },
] as const

/** Recipient name, e-mail twice, a message with a character counter and the terms; errors show once a field is left. */
export function GiftCardRecipient({ id, value, errors, onChange }: Props) {
  const t = useTranslations('shop.giftCard')
  const tForm = useTranslations('form')
  const [touched, setTouched] = useState<Partial<Record<RecipientField, boolean>>>({})
  const touch = (field: RecipientField) => setTouched((s) => ({ ...s, [field]: true }))
  const shown = (field: RecipientField) => (touched[field] || field === 'message' ? errors[field] : undefined)
  const errorText = (field: RecipientField) => {
    const error = shown(field)
    return error ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {error === 'terms' ? t('error.terms') : tForm(sharedMessage[error], { max: giftCardMessageMaxLength })}
      </p>
    ) : null
  }
  const length = messageLength(value.message)
  return (
    <fieldset className="booking__group">
      <legend className="field__label">{t('recipient')}</legend>
      {textFields.map(({ field, type, autoComplete }) => (
        <div key={field} className="field">
          <label htmlFor={`${id}-${field}`} className="field__label">
            {t(field)} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-${field}`}
            type={type}
            autoComplete={autoComplete}
            required
            className="field__input"
            value={value[field]}
            aria-invalid={shown(field) ? true : undefined}
            aria-describedby={shown(field) ? `${id}-${field}-error` : undefined}
            onChange={(e) => onChange({ ...value, [field]: e.target.value })}
            onBlur={() => touch(field)}
          />
          {errorText(field)}
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${id}-message`} className="field__label">
          {t('message')}
        </label>
        <textarea
          id={`${id}-message`}
          className="field__input field__textarea"
          rows={4}
          value={value.message}
          aria-invalid={shown('message') ? true : undefined}
          aria-describedby={`${id}-message-count${shown('message') ? ` ${id}-message-error` : ''}`}
          onChange={(e) => onChange({ ...value, message: e.target.value })}
        />
        <p id={`${id}-message-count`} className="field__hint">
          {t('counter', { count: length, max: giftCardMessageMaxLength })}
        </p>
        {errorText('message')}
      </div>
      <div className="field field--check">
        <input
          id={`${id}-terms`}
          type="checkbox"
          checked={value.terms}
          aria-invalid={shown('terms') ? true : undefined}
          aria-describedby={shown('terms') ? `${id}-terms-error` : undefined}
          onChange={(e) => {
            onChange({ ...value, terms: e.target.checked })
            touch('terms')
          }}
        />
        <label htmlFor={`${id}-terms`}>
          {t('terms')} <span aria-hidden="true">*</span>
        </label>
        {errorText('terms')}
      </div>
      <p className="field__hint">{t('requiredNote')}</p>
    </fieldset>
  )
}
