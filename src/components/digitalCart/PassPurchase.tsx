'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import type { ProductView } from '@/domain/catalogue'
import { itemFromProduct, maxAmount } from '@/domain/checkout/digitalCart'
import { formatPrice } from '@/domain/money'
import { AmountStepper } from './AmountStepper'
import { DigitalCartMessages } from './DigitalCartMessages'
import { FirstInCartDialog } from './FirstInCartDialog'
import { mainCartHasItems } from './mainCart'
import { useDigitalCart } from './useDigitalCart'
import { ValidationProblem } from './ValidationProblem'

/** Repeating the same text would not be read out again; a trailing no-break space makes it new. */
const fresh = (previous: string, text: string) => (previous === text ? `${text}\u00a0` : text)

function PassPurchaseForm({ product }: { product: ProductView }) {
  const t = useTranslations('digitalCart')
  const locale = useLocale()
  const { add } = useDigitalCart()
  const id = useId()
  const [amount, setAmount] = useState(1)
  const [firstAdded, setFirstAdded] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const name = product.marketingName || product.name
  const price = product.unitPrice ?? product.erpStartingPrice ?? 0

  const addToCart = () => {
    const result = add(itemFromProduct(product, amount), { silent: mainCartHasItems() })
    if (result === 'firstInCart') setFirstAdded(name)
    else setAnnouncement((previous) => fresh(previous, amount > 1 ? t('addedCount', { name, count: amount }) : t('added', { name })))
    // Spec §4: after adding, the amount starts again from 1.
    setAmount(1)
  }

  return (
    <div className="booking__form">
      <p id={`${id}-undated`} className="field__hint">
        {t('undated')}
      </p>
      <p className="booking__price">{t('unitPrice', { price: formatPrice(price, locale) })}</p>
      <AmountStepper id={`${id}-amount`} label={t('amount')} of={name} value={amount} min={1} max={maxAmount} onChange={setAmount} describedBy={`${id}-undated`} />
      <p className="booking__total" aria-live="polite">
        {t('lineTotal', { price: formatPrice(price * amount, locale) })}
      </p>
      <div className="add-to-cart">
        <button type="button" className="btn btn--primary" onClick={addToCart}>
          {t('add')}
        </button>
        <p role="status" className="add-to-cart__added">
          {announcement}
        </p>
      </div>
      <ValidationProblem />
      <FirstInCartDialog name={firstAdded} onClosed={() => setFirstAdded(null)} />
    </div>
  )
}

/** The booking widget of a pass: how many, the price, and "Add to cart" into the digital cart. */
export function PassPurchase({ product }: { product: ProductView }) {
  return (
    <DigitalCartMessages>
      <PassPurchaseForm product={product} />
    </DigitalCartMessages>
  )
}
