'use client'

import { useTranslations } from 'next-intl'
import { phonePrefixes, type PhonePrefix } from '@/domain/checkout/guestFormRules'
import { TextField } from './TextField'

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

/** The mobile number with its country code (docs/content-model.md#checkout-customer-data, docs/limits.md#forms: +358 by default, +47, +46). */
export function PhoneField({ id, prefix, number, error, onPrefix, onNumber, onBlur }: Props) {
  const t = useTranslations('checkout.contact')
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
      <TextField
        className="checkout-phone__number"
        id={id}
        label={t('mobileNumber')}
        value={number}
        required
        error={error}
        type="tel"
        autoComplete="tel-national"
        onChange={onNumber}
        onBlur={onBlur}
      />
    </div>
  )
}
