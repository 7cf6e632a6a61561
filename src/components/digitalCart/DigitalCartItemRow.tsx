'use client'

import { useLocale, useTranslations } from 'next-intl'
import { maxAmount, type DigitalCartItem } from '@/domain/checkout/digitalCart'
import type { UpsellProduct } from '@/domain/checkout/digitalCartApi'
import { formatPrice } from '@/domain/money'
import { AmountStepper } from './AmountStepper'
import { deeper, DigitalHeading, type HeadingLevel } from './DigitalHeading'
import { DigitalUpsells } from './DigitalUpsells'
import { IncludesText } from './IncludesText'

type Props = {
  item: DigitalCartItem
  titleId: string
  level: HeadingLevel
  editable: boolean
  onAmount: (amount: number) => void
  onRemove: () => void
  onUpsell: (upsell: UpsellProduct) => void
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="cart-line__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/** One pass in the cart: what it is and includes, how many, its price, and what can be done with it. */
export function DigitalCartItemRow({ item, titleId, level, editable, onAmount, onRemove, onUpsell }: Props) {
  const t = useTranslations('digitalCart')
  const locale = useLocale()
  const price = (cents: number) => formatPrice(cents, locale)
  const discount = item.discountAmount ?? 0
  return (
    <article className="cart-line" aria-labelledby={titleId}>
      {item.image ? <img className="cart-line__image" src={item.image.src} alt="" width={96} height={64} loading="lazy" decoding="async" /> : null}
      <div className="cart-line__body">
        <DigitalHeading level={level} id={titleId} className="cart-line__title">
          {item.name}
        </DigitalHeading>
        <IncludesText code={item.code} includes={item.includes} />
        <dl className="cart-line__facts">
          <Fact label={t('totals.unitPrice')} value={price(item.price)} />
          {editable ? null : <Fact label={t('amount')} value={String(item.amount)} />}
          {discount > 0 ? <Fact label={t('totals.discount')} value={`−${price(discount)}`} /> : null}
          <Fact label={t('totals.lineTotal')} value={price(item.price * item.amount - discount)} />
        </dl>
        {editable ? <AmountStepper id={`${titleId}-amount`} label={t('amount')} of={item.name} value={item.amount} min={1} max={maxAmount} onChange={onAmount} /> : null}
        {editable ? (
          <button type="button" className="link-button cart-line__remove" onClick={onRemove}>
            <span aria-hidden="true">{t('remove')}</span>
            <span className="visually-hidden">{t('removeItem', { name: item.name })}</span>
          </button>
        ) : null}
        {editable && item.showUpsell && item.upsells.length > 0 ? <DigitalUpsells upsells={item.upsells} level={deeper(level)} idPrefix={titleId} onAdd={onUpsell} /> : null}
      </div>
    </article>
  )
}
