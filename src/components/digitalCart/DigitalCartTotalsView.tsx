'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { DigitalCartTotals } from '@/domain/checkout/digitalCartApi'
import { formatPrice } from '@/domain/money'
import { DigitalHeading, type HeadingLevel } from './DigitalHeading'

type Props = { totals: DigitalCartTotals; level: HeadingLevel; idPrefix: string }

/** Spec §3 cart totals of the digital part: number of items, discount, without tax, VAT, with tax. */
export function DigitalCartTotalsView({ totals, level, idPrefix }: Props) {
  const t = useTranslations('digitalCart.totals')
  const locale = useLocale()
  const price = (cents: number) => formatPrice(cents, locale)
  const headingId = `${idPrefix}-totals`
  return (
    <section className="cart-totals" aria-labelledby={headingId}>
      <DigitalHeading level={level} id={headingId} className="cart-totals__title">
        {t('title')}
      </DigitalHeading>
      <dl className="cart-totals__list">
        <div>
          <dt>{t('count')}</dt>
          <dd>{totals.cartAmounts}</dd>
        </div>
        {totals.discount > 0 ? (
          <div>
            <dt>{t('discount')}</dt>
            <dd>{`−${price(totals.discount)}`}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('withoutTax')}</dt>
          <dd>{price(totals.totalWithoutTax)}</dd>
        </div>
        <div>
          <dt>{t('tax')}</dt>
          <dd>{price(totals.taxAmount)}</dd>
        </div>
        <div className="cart-totals__total">
          <dt>{t('withTax')}</dt>
          <dd>{price(totals.totalWithTax)}</dd>
        </div>
      </dl>
    </section>
  )
}
