'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'
import { AddedDialog } from '@/components/cart/AddedDialog'
import { freshAnnouncement } from '@/components/ui/freshAnnouncement'
import type { ProductView } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { itemFromProduct, type PassRefusal } from '@/domain/checkout/digitalCart'
import { maxAmount } from '@/domain/checkout/passAmount'
import { formatPrice } from '@/domain/money'
import { AmountStepper } from './AmountStepper'
import { emptyWholeCart, mainCartHasItems } from './mainCart'
import { useDigitalCart } from './useDigitalCart'
import { ValidationProblem } from './ValidationProblem'

const isRefusal = (result: string): result is PassRefusal => result === 'giftCardMix' || result === 'full'

/** The booking widget of a pass: how many, the price, and "Add to cart" into the digital cart. */
export function PassPurchase({ product }: { product: ProductView }) {
  const t = useTranslations('digitalCart')
  // The refusals are the cart's rules, worded as on every other product page's "Add to cart".
  const tCart = useTranslations('shop.cart')
  const locale = useLocale() as Locale
  const { add } = useDigitalCart()
  const id = useId()
  const addButton = useRef<HTMLButtonElement>(null)
  const [amount, setAmount] = useState(1)
  const [firstAdded, setFirstAdded] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  // The attempt number remounts the alert, so a second refusal for the same reason is read out too.
  const [refusal, setRefusal] = useState<{ reason: PassRefusal; attempt: number } | null>(null)
  const name = product.marketingName || product.name
  const price = product.unitPrice ?? product.erpStartingPrice ?? 0

  const addToCart = () => {
    const result = add(itemFromProduct(product, amount), { silent: mainCartHasItems() })
    if (isRefusal(result)) {
      // Nothing was added: the chosen amount stays for when the cart can take it.
      setRefusal((previous) => ({ reason: result, attempt: (previous?.attempt ?? 0) + 1 }))
      setAnnouncement('')
      return
    }
    setRefusal(null)
    if (result === 'firstInCart') setFirstAdded(name)
    else setAnnouncement((previous) => freshAnnouncement(previous, amount > 1 ? t('addedCount', { name, count: amount }) : t('added', { name })))
    // docs/behaviour.md#the-pass-cart: after adding, the amount starts again from 1.
    setAmount(1)
  }

  // docs/behaviour.md#cart: the cart must be emptied first; both parts go, as "Empty the cart" does everywhere.
  const emptyCart = () => {
    emptyWholeCart()
    setRefusal(null)
    setAnnouncement((previous) => freshAnnouncement(previous, tCart('emptied')))
    // The button pressed disappears with the refusal: focus goes back to "Add to cart".
    addButton.current?.focus()
  }

  return (
    <div className="booking__form">
      <p id={`${id}-undated`} className="field__hint">
        {t('undated')}
      </p>
      <p className="booking__price">{t('unitPrice', { price: formatPrice(price, locale) })}</p>
      <AmountStepper
        id={`${id}-amount`}
        label={t('amount')}
        of={name}
        value={amount}
        min={1}
        max={maxAmount}
        onChange={setAmount}
        describedBy={`${id}-undated`}
      />
      <p className="booking__total" aria-live="polite">
        {t('lineTotal', { price: formatPrice(price * amount, locale) })}
      </p>
      <div className="add-to-cart">
        <button ref={addButton} type="button" className="btn btn--primary" onClick={addToCart}>
          {t('add')}
        </button>
        <p role="status" className="add-to-cart__added">
          {announcement}
        </p>
        {refusal ? (
          <div className="add-to-cart__refused">
            <p key={refusal.attempt} role="alert" className="field__error">
              {tCart(`error.${refusal.reason}`)}
            </p>
            {refusal.reason === 'giftCardMix' ? (
              <button type="button" className="btn btn--secondary" onClick={emptyCart}>
                {tCart('emptyCart')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <ValidationProblem />
      <AddedDialog
        name={firstAdded}
        checkoutHref={localizedPath('checkout', locale)}
        texts={{
          title: t('firstInCart.title'),
          body: (added) => t('firstInCart.body', { name: added }),
          stay: t('firstInCart.continue'),
          checkout: t('firstInCart.checkout'),
        }}
        onClosed={() => setFirstAdded(null)}
      />
    </div>
  )
}
