'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useShopFormat } from '@/components/booking/useShopFormat'
import type { CartTotals } from '@/domain/checkout/api'
import { localeIso } from '@/domain/locale'
import { CartHeading, type HeadingLevel } from './CartHeading'

type Props = { totals: CartTotals; level: HeadingLevel; idPrefix: string }

/** Spec §3 cart totals: number of items, discount, total without tax, VAT per rate, total with tax. */
export function CartTotalsView({ totals, level, idPrefix }: Props) {
  const t = useTranslations('cart.totals')
  const format = useShopFormat()
  const percent = new Intl.NumberFormat(localeIso[useLocale()], { maximumFractionDigits: 2 })
  const headingId = `${idPrefix}-totals`
  return (
    <section className="cart-totals" aria-labelledby={headingId}>
      <CartHeading level={level} id={headingId} className="cart-totals__title">
        {t('heading')}
      </CartHeading>
      <dl className="cart-totals__list">
        <div>
          <dt>{t('items')}</dt>
          <dd>{totals.cartAmounts}</dd>
        </div>
        {totals.discount > 0 ? (
          <div>
            <dt>{t('discount')}</dt>
            <dd>{`−${format.price(totals.discount)}`}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('withoutTax')}</dt>
          <dd>{format.price(totals.totalWithoutTax)}</dd>
        </div>
        {totals.vat.map((row) => (
          <div key={row.basisPoints}>
            <dt>{t('vat', { rate: percent.format(row.basisPoints / 100) })}</dt>
            <dd>{format.price(row.tax)}</dd>
          </div>
        ))}
        <div className="cart-totals__total">
          <dt>{t('withTax')}</dt>
          <dd>{format.price(totals.totalWithTax)}</dd>
        </div>
      </dl>
    </section>
  )
}
