'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { guestTerms, type GuestTerm } from '@/domain/checkout/guestFormRules'
import { fieldId } from './fieldIds'
import { policyHref } from './policyLinks'
import { RequiredMark } from './RequiredMark'

type Props = { terms: GuestTerm[]; error?: string; onChange: (terms: GuestTerm[]) => void }

/**
 * docs/validation.md#guest-form-and-checkout: the order needs the reservation/cancellation policy and privacy processing accepted.
 * Each policy opens in a new tab, so the form keeps what was typed.
 */
export function AcceptTerms({ terms, error, onChange }: Props) {
  const t = useTranslations('checkout.payment')
  const locale = useLocale()
  const groupId = fieldId('terms')
  const errorId = `${groupId}-error`
  const toggle = (term: GuestTerm, on: boolean) => onChange(on ? [...terms.filter((x) => x !== term), term] : terms.filter((x) => x !== term))
  return (
    <fieldset id={groupId} tabIndex={-1} className="checkout-terms">
      <legend className="field__label">
        {t('acceptTitle')}
        <RequiredMark />
      </legend>
      {guestTerms.map((term) => {
        const checked = terms.includes(term)
        const link = (chunks: ReactNode) => (
          <a href={policyHref(term, locale)} target="_blank" rel="noopener">
            {chunks}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        )
        return (
          <div key={term} className="field field--check">
            <input
              id={`${groupId}-${term}`}
              type="checkbox"
              checked={checked}
              aria-invalid={error && !checked ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => toggle(term, e.target.checked)}
            />
            <label htmlFor={`${groupId}-${term}`}>{t.rich(term, { link })}</label>
          </div>
        )
      })}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
