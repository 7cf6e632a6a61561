'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { useShopFormat } from '@/components/booking/useShopFormat'
import { freshAnnouncement } from '@/components/ui/freshAnnouncement'
import { maskedCode, maxGiftCardsPerOrder } from '@/domain/giftCards/redemption'
import { giftCardLines, type GiftCardLine } from './giftCardStatus'
import { useCart } from './useCart'
import { codeInputProps } from './codeInput'

/**
 * Gift cards to pay with (docs/gift-cards.md#redeeming), apart from the discount code: a card is a
 * means of payment. Each entered card says what it pays or why it pays nothing; the list is a live
 * region, so the answer of the totals call is read out when it arrives.
 */
export function GiftCardCodesForm() {
  const t = useTranslations('cart.giftCards')
  const format = useShopFormat()
  const cart = useCart()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const [refocus, setRefocus] = useState(0)
  const lines = giftCardLines(cart.giftCardCodes, cart.giftCards)
  const full = cart.giftCardCodes.length >= maxGiftCardsPerOrder
  const last = lines.at(-1)
  const lastRefused = last?.state === 'refused'

  useEffect(() => {
    if (refocus > 0) input.current?.focus()
  }, [refocus])

  const statusText = (line: GiftCardLine) => {
    if (line.state === 'checking') return t('checking')
    if (line.state === 'refused') return t(`status.${line.status}`)
    return t('status.applied', { amount: format.price(line.amount), left: format.price(line.left), date: line.until ? format.date(line.until) : '–' })
  }
  const statusId = (i: number) => `${id}-card-${i}`

  return (
    <div className="gift-card-codes">
      {full ? (
        <p className="field__hint">{t('full', { max: maxGiftCardsPerOrder })}</p>
      ) : (
        <form
          className="discount-form"
          onSubmit={(event) => {
            event.preventDefault()
            if (value.trim() === '') return
            cart.addGiftCardCode(value)
            setValue('')
          }}
        >
          <label htmlFor={`${id}-code`} className="field__label">
            {t('label')}
          </label>
          <p id={`${id}-hint`} className="field__hint">
            {t('hint', { max: maxGiftCardsPerOrder })}
          </p>
          <div className="discount-form__row">
            <input
              ref={input}
              id={`${id}-code`}
              {...codeInputProps}
              value={value}
              aria-invalid={lastRefused || undefined}
              aria-describedby={`${id}-hint${lastRefused ? ` ${statusId(lines.length - 1)}` : ''}`}
              onChange={(event) => setValue(event.target.value)}
            />
            <button type="submit" className="btn btn--secondary">
              {t('add')}
            </button>
          </div>
        </form>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {lines.length > 0 ? (
        <ul className="gift-card-codes__list" aria-label={t('list')} aria-live="polite">
          {lines.map((line, i) => (
            <li key={`${line.code}-${i}`} className="gift-card-codes__card">
              <span className="gift-card-codes__code">{maskedCode(line.code)}</span>
              <span id={statusId(i)} className={line.state === 'refused' ? 'field__error' : 'gift-card-codes__status'}>
                {statusText(line)}
              </span>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  cart.removeGiftCardCode(i)
                  setAnnouncement((previous) => freshAnnouncement(previous, t('removed', { code: maskedCode(line.code) })))
                  setRefocus((n) => n + 1)
                }}
              >
                <span aria-hidden="true">{t('remove')}</span>
                <span className="visually-hidden">{t('removeLabel', { code: maskedCode(line.code) })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
