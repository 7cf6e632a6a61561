'use client'

import { useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'
import { clearCart } from '@/components/cart/cartStore'
import { Icon } from '@/components/layout/Icon'
import type { CartLineInput } from '@/domain/cart/buildCartLine'
import { useAddToCart, type AddToCartError } from './useAddToCart'

type Props = {
  /** The line to build, or null while the selection is incomplete (the button is then disabled). */
  input: Omit<CartLineInput, 'dataKey'> | null
  describedBy?: string
  /** Why the button is disabled (what is still missing), shown beside it and read with it. */
  hint?: string | null
}

type Outcome = { kind: 'added' } | { kind: 'emptied' } | { kind: 'refused'; code: AddToCartError }

/**
 * "Add to cart": disabled until a valid selection exists. The header's cart announces a success (or
 * opens the first-in-cart popup); a refusal shows its reason here, with "Empty the cart" when a gift
 * card and other items would mix (docs/behaviour.md#cart).
 */
export function AddToCartButton({ input, describedBy, hint }: Props) {
  const t = useTranslations('shop.cart')
  const add = useAddToCart()
  const button = useRef<HTMLButtonElement>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const hintId = useId()
  const shownHint = !input && hint ? hint : null

  const emptyCart = () => {
    clearCart()
    setOutcome({ kind: 'emptied' })
    button.current?.focus()
  }

  return (
    <div className="add-to-cart">
      <button
        ref={button}
        type="button"
        className="btn btn--primary"
        disabled={!input}
        aria-describedby={[describedBy, shownHint ? hintId : null].filter(Boolean).join(' ') || undefined}
        onClick={() => {
          if (!input) return
          const code = add(input)
          setOutcome(code ? { kind: 'refused', code } : { kind: 'added' })
        }}
      >
        {t('add')}
      </button>
      {shownHint ? (
        <p id={hintId} className="field__hint">
          {shownHint}
        </p>
      ) : null}
      {outcome?.kind === 'added' ? (
        <p className="add-to-cart__added">
          <Icon name="check" />
          {t('added')}
        </p>
      ) : null}
      {outcome?.kind === 'emptied' ? (
        <p role="status" className="add-to-cart__added">
          {t('emptied')}
        </p>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <div className="add-to-cart__refused">
          <p role="alert" className="field__error">
            {t(`error.${outcome.code}`)}
          </p>
          {outcome.code === 'giftCardMix' ? (
            <button type="button" className="btn btn--secondary" onClick={emptyCart}>
              {t('emptyCart')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
