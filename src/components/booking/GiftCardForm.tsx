'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { GiftCardInventory, ProductView } from '@/domain/catalogue'
import { giftCardMessageMaxLength } from '@/domain/cart/giftCards'
import { typedEuros } from '@/domain/euroInput'
import { useNumberProblemText } from '@/components/forms/useNumberProblemText'
import { AddToCartButton } from './AddToCartButton'
import { GiftCardCartRule } from './GiftCardCartRule'
import { GiftCardBalanceCheck } from '@/components/cart/GiftCardBalanceCheck'
import { GiftCardDesigns } from './GiftCardDesigns'
import { GiftCardRecipient } from './GiftCardRecipient'
import { missingForGiftCard, recipientErrors, type Recipient } from './giftCardValidation'
import { useShopFormat } from './useShopFormat'

type Props = { product: ProductView; inventory: GiftCardInventory }

/**
 * A gift card: how long it is valid, a fixed or an open value, the card's design, the recipient, a
 * message and the terms. No availability call. The balance check sits under it for those holding a card.
 */
export function GiftCardForm({ product, inventory }: Props) {
  const t = useTranslations('shop.giftCard')
  const locale = useLocale()
  const format = useShopFormat()
  const [choice, setChoice] = useState<string>(inventory.values[0] !== undefined ? String(inventory.values[0]) : 'open')
  const [openText, setOpenText] = useState('')
  // The first design is chosen to begin with, so a buyer who does not choose still gets a card image.
  const [design, setDesign] = useState<string | null>(inventory.designs[0]?.id ?? null)
  const [recipient, setRecipient] = useState<Recipient>({ name: '', email: '', confirmEmail: '', message: '', terms: false })
  const id = `${product.code}-giftcard`
  const problemText = useNumberProblemText(format.price)
  const open = inventory.openValue
  const typed = open ? typedEuros(openText, open) : null
  // An empty amount is only incomplete (the add button says what is missing), not an error to show.
  const openError = choice === 'open' && typed && !typed.ok && openText.trim() !== '' ? problemText(typed.problem) : undefined
  const value = choice === 'open' ? (typed?.ok ? typed.cents : null) : Number(choice)
  const errors = recipientErrors(recipient)
  const missing = missingForGiftCard(value !== null, errors)
  const ready = value !== null && missing.length === 0
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  return (
    <div className="booking__form">
      <GiftCardCartRule />
      <p className="field__hint">{t('validity', { count: inventory.validityMonths })}</p>
      <fieldset className="choices">
        <legend className="field__label">{t('value')}</legend>
        {inventory.values.map((cents) => (
          <label key={cents} className="choice">
            <input type="radio" name={`${id}-value`} value={cents} checked={choice === String(cents)} onChange={() => setChoice(String(cents))} />
            {format.price(cents)}
          </label>
        ))}
        {open ? (
          <label className="choice">
            <input type="radio" name={`${id}-value`} value="open" checked={choice === 'open'} onChange={() => setChoice('open')} />
            {t('openValue')}
          </label>
        ) : null}
      </fieldset>
      {open && choice === 'open' ? (
        <div className="field">
          <label htmlFor={`${id}-open`} className="field__label">
            {t('openValueLabel', { min: format.price(open.min), max: format.price(open.max) })}
          </label>
          <input
            id={`${id}-open`}
            className="field__input field__input--short"
            inputMode="decimal"
            value={openText}
            aria-invalid={openError ? true : undefined}
            aria-describedby={openError ? `${id}-open-error` : undefined}
            onChange={(e) => setOpenText(e.target.value)}
          />
          {openError ? (
            <p id={`${id}-open-error`} className="field__error">
              {openError}
            </p>
          ) : null}
        </div>
      ) : null}
      {inventory.designs.length > 0 ? <GiftCardDesigns name={`${id}-design`} designs={inventory.designs} selected={design} onSelect={setDesign} /> : null}
      <GiftCardRecipient id={id} value={recipient} errors={errors} onChange={setRecipient} />
      <AddToCartButton
        hint={missing.length > 0 ? t('missing.intro', { fields: list.format(missing.map((m) => t(`missing.${m}`, { max: giftCardMessageMaxLength }))) }) : null}
        input={
          ready && value !== null
            ? {
                product,
                offer: null,
                persons: null,
                amount: 1,
                inventory,
                giftCard: { value, recipientName: recipient.name, recipientEmail: recipient.email, message: recipient.message, ...(design ? { design } : {}) },
              }
            : null
        }
      />
      <GiftCardBalanceCheck />
    </div>
  )
}
