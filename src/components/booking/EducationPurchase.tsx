'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { applicationState } from '@/domain/cart/education'
import type { EducationInventory, ProductView } from '@/domain/catalogue'
import { AddToCartButton } from './AddToCartButton'
import { useShopFormat } from './useShopFormat'
import { useToday } from './useToday'

type Props = { product: ProductView; inventory: EducationInventory }

/**
 * Education: pay the whole price at once, or in parts for the chosen periods. No availability call;
 * it is sold only within its application period (today in Helsinki, read in the browser: pages are cached).
 */
export function EducationPurchase({ product, inventory }: Props) {
  const t = useTranslations('shop.education')
  const format = useShopFormat()
  const today = useToday()
  const state = today ? applicationState(inventory, today) : 'open'
  const [mode, setMode] = useState<'whole' | 'parts'>('whole')
  const [periods, setPeriods] = useState<string[]>([])
  const id = `${product.code}-payment`
  const canSplit = inventory.periods.length > 0
  const chosen = mode === 'parts' ? periods : []
  const total = mode === 'parts' ? inventory.periods.filter((p) => periods.includes(p.code)).reduce((sum, p) => sum + p.price, 0) : inventory.price
  const priceText = (cents: number) => (cents === 0 ? t('free') : format.price(cents))
  const toggle = (code: string) => setPeriods((list) => (list.includes(code) ? list.filter((c) => c !== code) : [...list, code]))
  if (state !== 'open') {
    const text =
      state === 'notYetOpen' ? t('opensOn', { date: format.date(inventory.applicationFrom) }) : t('closed', { date: format.date(inventory.applicationTo) })
    return <p className="shop-notice">{text}</p>
  }
  return (
    <div className="booking__form">
      <fieldset className="choices">
        <legend className="field__label">{t('payment')}</legend>
        <label className="choice">
          <input type="radio" name={id} value="whole" checked={mode === 'whole'} onChange={() => setMode('whole')} />
          {t('whole', { price: priceText(inventory.price) })}
        </label>
        {canSplit ? (
          <label className="choice">
            <input type="radio" name={id} value="parts" checked={mode === 'parts'} onChange={() => setMode('parts')} />
            {t('parts')}
          </label>
        ) : null}
      </fieldset>
      {mode === 'parts' ? (
        <fieldset className="choices">
          <legend className="field__label">{t('periods')}</legend>
          {inventory.periods.map((period) => (
            <label key={period.code} className="choice">
              <input type="checkbox" value={period.code} checked={periods.includes(period.code)} onChange={() => toggle(period.code)} />
              {period.name} – {priceText(period.price)}
            </label>
          ))}
          {periods.length === 0 ? <p className="field__error">{t('choosePeriod')}</p> : null}
        </fieldset>
      ) : null}
      <p className="booking__total" aria-live="polite">
        {mode === 'whole' || periods.length > 0 ? t('total', { price: priceText(total) }) : null}
      </p>
      <AddToCartButton
        input={
          mode === 'whole' || periods.length > 0 ? { product, offer: null, persons: null, amount: 1, inventory, education: { periodCodes: chosen } } : null
        }
      />
    </div>
  )
}
