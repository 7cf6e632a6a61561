'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { HeadingLevel } from '@/components/ui/FocusableHeading'
import { LabelledValues } from '@/components/ui/LabelledValues'
import { TitledSection } from '@/components/ui/TitledSection'
import type { DigitalCartTotals } from '@/domain/checkout/digitalCartApi'
import { formatPrice } from '@/domain/money'

type Props = { totals: DigitalCartTotals; level: HeadingLevel; idPrefix: string }

/** docs/content-model.md#cart-totals of the digital part: number of items, discount, without tax, VAT, with tax. */
export function DigitalCartTotalsView({ totals, level, idPrefix }: Props) {
  const t = useTranslations('digitalCart.totals')
  const locale = useLocale()
  const price = (cents: number) => formatPrice(cents, locale)
  return (
    <TitledSection className="cart-totals" headingId={`${idPrefix}-totals`} level={level} title={t('title')}>
      <LabelledValues
        className="cart-totals__list"
        rows={[
          { label: t('count'), value: totals.cartAmounts },
          totals.discount > 0 && { label: t('discount'), value: `−${price(totals.discount)}` },
          { label: t('withoutTax'), value: price(totals.totalWithoutTax) },
          { label: t('tax'), value: price(totals.taxAmount) },
        ]}
        total={{ label: t('withTax'), value: price(totals.totalWithTax) }}
        totalClassName="cart-totals__total"
      />
    </TitledSection>
  )
}
