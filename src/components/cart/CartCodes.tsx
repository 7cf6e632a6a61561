'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { lateComponent } from '@/components/ui/lateComponent'
import { useCart } from './useCart'

const useCodeForms = lateComponent(() => import('./CodeForms').then((module) => module.CodeForms), { early: true })

/**
 * "Do you have a discount code or a gift card?" (docs/checkout.md#the-cart): a disclosure, open from
 * the start when a code is already in the cart, so its status shows. Most buyers have no code, so the
 * forms take no room and are not in the cart's first script: they are fetched once the cart is on
 * screen, and are normally in before the disclosure is opened. A closed disclosure hides what it
 * holds, so its contents need no condition of their own.
 */
export function CartCodes() {
  const t = useTranslations('cart.codes')
  const cart = useCart()
  const [open, setOpen] = useState(() => cart.discountCode !== null || cart.giftCardCodes.length > 0)
  const Forms = useCodeForms(open)
  return (
    <details className="cart-codes" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cart-codes__summary">{t('summary')}</summary>
      {Forms ? <Forms /> : <p role="status">{t('loading')}</p>}
    </details>
  )
}
