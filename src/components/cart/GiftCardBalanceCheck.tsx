'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { formatFinnishDate } from '@/domain/helsinki'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { checkGiftCardBalance, type BalanceOutcome } from './giftCardBalanceCall'
import { codeInputProps } from './codeInput'

type Shown = BalanceOutcome | { kind: 'required' } | { kind: 'checking' } | null

/**
 * "Check gift card balance" (docs/gift-cards.md#balance-check), on the gift card page and in the cart:
 * a disclosure, so it takes no room until asked for. The answer is read out from a status region; a
 * refusal is the field's error.
 */
export function GiftCardBalanceCheck() {
  const t = useTranslations('shop.giftCardBalance')
  const locale = useLocale() as Locale
  const id = useId()
  const [code, setCode] = useState('')
  const [shown, setShown] = useState<Shown>(null)
  const error = shown && (shown.kind === 'required' || shown.kind === 'unknown' || shown.kind === 'limited' || shown.kind === 'failed') ? t(shown.kind) : null
  const result =
    shown?.kind === 'found'
      ? t('result', { balance: formatPrice(shown.card.balance, locale), code: shown.card.code, date: formatFinnishDate(shown.card.expiresAt) })
      : shown?.kind === 'checking'
        ? t('checking')
        : ''
  return (
    <details className="gift-card-balance">
      <summary>{t('title')}</summary>
      <form
        className="discount-form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          if (shown?.kind === 'checking') return
          if (code.trim() === '') return setShown({ kind: 'required' })
          setShown({ kind: 'checking' })
          setShown(await checkGiftCardBalance(code, locale))
        }}
      >
        <label htmlFor={`${id}-code`} className="field__label">
          {t('code')}
        </label>
        <div className="discount-form__row">
          <input
            id={`${id}-code`}
            {...codeInputProps}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error ${id}-result`}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="btn btn--secondary" aria-disabled={shown?.kind === 'checking' || undefined}>
            {t('check')}
          </button>
        </div>
        <p id={`${id}-error`} role="alert" className="field__error">
          {error ?? ''}
        </p>
        <p id={`${id}-result`} role="status" className="discount-form__status">
          {result}
        </p>
      </form>
    </details>
  )
}
