'use client'

import { useLocale, useTranslations } from 'next-intl'
import { LineFact } from '@/components/cart/LineFact'
import { deeper, FocusableHeading, type HeadingLevel } from '@/components/ui/FocusableHeading'
import type { DigitalCartItem } from '@/domain/checkout/digitalCart'
import { maxAmount } from '@/domain/checkout/passAmount'
import type { UpsellProduct } from '@/domain/checkout/digitalCartApi'
import { formatPrice } from '@/domain/money'
import { AmountStepper } from './AmountStepper'
import { DigitalUpsells } from './DigitalUpsells'
import { IncludesText } from './IncludesText'
import { Thumbnail } from '@/components/ui/Thumbnail'

type Props = {
  item: DigitalCartItem
  titleId: string
  level: HeadingLevel
  editable: boolean
  onAmount: (amount: number) => void
  onRemove: () => void
  onUpsell: (upsell: UpsellProduct) => void
}

/** One pass in the cart: what it is and includes, how many, its price, and what can be done with it. */
export function DigitalCartItemRow({ item, titleId, level, editable, onAmount, onRemove, onUpsell }: Props) {
  const t = useTranslations('digitalCart')
  const locale = useLocale()
  const price = (cents: number) => formatPrice(cents, locale)
  const discount = item.discountAmount ?? 0
  return (
    <article className="cart-line" aria-labelledby={titleId}>
      {item.image ? <Thumbnail image={item.image} className="cart-line__image" shownWidth={96} width={96} height={64} /> : null}
      <div className="cart-line__body">
        <FocusableHeading level={level} id={titleId} className="cart-line__title">
          {item.name}
        </FocusableHeading>
        <IncludesText code={item.code} includes={item.includes} />
        <dl className="cart-line__facts">
          {item.normalPrice ? <LineFact label={t('totals.normalPrice')}>{price(item.normalPrice)}</LineFact> : null}
          <LineFact label={t(item.normalPrice ? 'totals.memberPrice' : 'totals.unitPrice')}>{price(item.price)}</LineFact>
          {editable ? null : <LineFact label={t('amount')}>{item.amount}</LineFact>}
          {discount > 0 ? <LineFact label={t('totals.discount')}>{`−${price(discount)}`}</LineFact> : null}
          <LineFact label={t('totals.lineTotal')}>{price(item.price * item.amount - discount)}</LineFact>
        </dl>
        {editable ? (
          <AmountStepper id={`${titleId}-amount`} label={t('amount')} of={item.name} value={item.amount} min={1} max={maxAmount} onChange={onAmount} />
        ) : null}
        {editable ? (
          <button type="button" className="link-button cart-line__remove" onClick={onRemove}>
            <span aria-hidden="true">{t('remove')}</span>
            <span className="visually-hidden">{t('removeItem', { name: item.name })}</span>
          </button>
        ) : null}
        {editable && item.showUpsell && item.upsells.length > 0 ? (
          <DigitalUpsells upsells={item.upsells} level={deeper(level)} idPrefix={titleId} onAdd={onUpsell} />
        ) : null}
      </div>
    </article>
  )
}
