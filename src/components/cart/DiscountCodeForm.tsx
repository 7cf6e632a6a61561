'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useCart } from './useCart'
import { codeInputProps } from './codeInput'

/**
 * The discount code (docs/behaviour.md#cart: setting it recalculates the totals). The answer's promotion status is
 * read out from a status region; a code that does not apply stays visible so it can be corrected.
 */
export function DiscountCodeForm() {
  const t = useTranslations('cart.discount')
  const cart = useCart()
  const id = useId()
  const [value, setValue] = useState(cart.discountCode ?? '')
  const { promotion, discountCode } = cart
  const checking = discountCode !== null && cart.loading && promotion?.code !== discountCode
  const status = checking ? t('checking') : discountCode && promotion ? t(`status.${promotion.status}`, { code: promotion.code }) : ''
  const refused = !checking && promotion !== null && promotion.status !== 'applied'
  return (
    <form
      className="discount-form"
      onSubmit={(event) => {
        event.preventDefault()
        cart.setDiscountCode(value)
      }}
    >
      <label htmlFor={`${id}-code`} className="field__label">
        {t('label')}
      </label>
      <div className="discount-form__row">
        <input
          id={`${id}-code`}
          {...codeInputProps}
          value={value}
          aria-invalid={refused || undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="btn btn--secondary">
          {t('apply')}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={refused ? 'field__error' : 'discount-form__status'}>
        {status}
      </p>
      {discountCode ? (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            cart.setDiscountCode(null)
            setValue('')
          }}
        >
          {t('remove')}
        </button>
      ) : null}
    </form>
  )
}
