'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { CartLineErrorCode, CartLineInput } from '@/domain/cartLine'
import { useAddToCart } from './CartPreview'

type Props = {
  /** The line to build, or null while the selection is incomplete (the button is then disabled). */
  input: Omit<CartLineInput, 'dataKey'> | null
  describedBy?: string
  /** Why the button is disabled, shown beside it. */
  hint?: string | null
}

/** "Add to cart": disabled until a valid selection exists; a refused line shows its reason inline. */
export function AddToCartButton({ input, describedBy, hint }: Props) {
  const t = useTranslations('shop.cart')
  const add = useAddToCart()
  const [error, setError] = useState<CartLineErrorCode | null>(null)
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="btn btn--primary"
        disabled={!input}
        aria-describedby={describedBy}
        onClick={() => input && setError(add(input))}
      >
        {t('add')}
      </button>
      {!input && hint ? <p className="field__hint">{hint}</p> : null}
      {error ? (
        <p role="alert" className="field__error">
          {t(`error.${error}`)}
        </p>
      ) : null}
    </div>
  )
}
