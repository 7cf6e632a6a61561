'use client'

import { useTranslations } from 'next-intl'
import { phonePrefixes, type PhonePrefix } from '@/domain/checkout/guestForm'
import { RequiredMark } from './RequiredMark'

type Props = {
  id: string
  prefix: PhonePrefix
  number: string
  error?: string
  onPrefix: (prefix: PhonePrefix) => void
  onNumber: (number: string) => void
  onBlur: () => void
}

const prefixLabel = { 'FIN|358': 'fi', 'NO|47': 'no', 'SE|46': 'se' } as const satisfies Record<PhonePrefix, string>

/** The mobile number with its country code (spec §3, §9: +358 by default, +47, +46). */
export function PhoneField({ id, prefix, number, error, onPrefix, onNumber, onBlur }: Props) {
  const t = useTranslations('checkout.contact')
  const errorId = `${id}-error`
  return (
    <div className="checkout-phone">
      <div className="field checkout-phone__prefix">
        <label htmlFor={`${id}-prefix`} className="field__label">
          {t('mobilePrefix')}
        </label>
        <select id={`${id}-prefix`} name={`${id}-prefix`} className="field__input" value={prefix} onChange={(e) => onPrefix(e.target.value as PhonePrefix)}>
          {phonePrefixes.map((p) => (
            <option key={p} value={p}>
              {t(`prefixes.${prefixLabel[p]}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field checkout-phone__number">
        <label htmlFor={id} className="field__label">
          {t('mobileNumber')}
          <RequiredMark />
        </label>
        <input
          id={id}
          name={id}
          type="tel"
          autoComplete="tel-national"
          required
          className="field__input"
          value={number}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onNumber(e.target.value)}
          onBlur={onBlur}
        />
        {error ? (
          <p id={errorId} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}
