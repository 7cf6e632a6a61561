'use client'

import { useTranslations } from 'next-intl'
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { buildCartLine, CartLineError, type CartLine, type CartLineErrorCode, type CartLineInput } from '@/domain/cartLine'
import { CartLineSummary } from './CartLineSummary'
import { newDataKey } from './dataKey'

type AddToCart = (input: Omit<CartLineInput, 'dataKey'>) => CartLineErrorCode | null

const CartPreviewContext = createContext<AddToCart>(() => 'offer')

/** Builds a spec §3 cart line; returns the reason when the selection cannot be bought yet. */
export const useAddToCart = () => useContext(CartPreviewContext)

/**
 * Until the cart exists (next issue), "Add to cart" shows the line it would add in a region that
 * takes focus, so screen reader users hear the result too.
 */
export function CartPreviewProvider({ id, headingLevel, children }: { id: string; headingLevel: 2 | 3; children: ReactNode }) {
  const Heading = `h${headingLevel + 1}` as 'h3' | 'h4'
  const t = useTranslations('shop.cart')
  const [line, setLine] = useState<CartLine | null>(null)
  const region = useRef<HTMLElement>(null)

  const add = useCallback<AddToCart>((input) => {
    try {
      setLine(buildCartLine({ ...input, dataKey: newDataKey() }))
      return null
    } catch (error) {
      if (error instanceof CartLineError) return error.code
      throw error
    }
  }, [])

  useEffect(() => {
    if (line) region.current?.focus()
  }, [line])

  const headingId = `${id}-cart-title`
  return (
    <CartPreviewContext.Provider value={add}>
      {children}
      {line ? (
        <section ref={region} tabIndex={-1} className="cart-preview" aria-labelledby={headingId}>
          <Heading id={headingId} className="cart-preview__title">
            {t('previewTitle')}
          </Heading>
          <p className="cart-preview__note">{t('previewNote')}</p>
          <CartLineSummary line={line} />
          <button type="button" className="btn btn--secondary" onClick={() => setLine(null)}>
            {t('dismiss')}
          </button>
        </section>
      ) : null}
    </CartPreviewContext.Provider>
  )
}
