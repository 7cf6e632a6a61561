'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useShopFormat } from '@/components/booking/useShopFormat'
import { LabelledValues } from '@/components/ui/LabelledValues'
import type { HeadingLevel } from '@/components/ui/FocusableHeading'
import { TitledSection } from '@/components/ui/TitledSection'
import type { CartTotals, GiftCardCodeResult } from '@/domain/checkout/api'
import { localeIso } from '@/domain/locale'
import { appliedCards, paymentRows } from './paymentRows'

type Props = { totals: CartTotals; level: HeadingLevel; idPrefix: string; giftCards: GiftCardCodeResult[] }

/**
 * docs/content-model.md#cart-totals: number of items, discount, total without tax, VAT per rate, total with tax;
 * then the gift cards that pay it and what is left to pay (docs/gift-cards.md#redeeming).
 */
export function CartTotalsView({ totals, level, idPrefix, giftCards }: Props) {
  const t = useTranslations('cart.totals')
  const member = useTranslations('shop.member')
  const format = useShopFormat()
  const percent = new Intl.NumberFormat(localeIso[useLocale()], { maximumFractionDigits: 2 })
  return (
    <TitledSection className="cart-totals" headingId={`${idPrefix}-totals`} level={level} title={t('heading')}>
      <LabelledValues
        className="cart-totals__list"
        rows={[
          { label: t('items'), value: totals.cartAmounts },
          // Already in the prices above: told, not subtracted again.
          !!totals.memberSaving && { label: member('totalSaving'), value: format.price(totals.memberSaving) },
          totals.discount > 0 && { label: t('discount'), value: `−${format.price(totals.discount)}` },
          { label: t('withoutTax'), value: format.price(totals.totalWithoutTax) },
          ...totals.vat.map((row) => ({ label: t('vat', { rate: percent.format(row.basisPoints / 100) }), value: format.price(row.tax) })),
        ]}
        total={{ label: t('withTax'), value: format.price(totals.totalWithTax) }}
        totalClassName="cart-totals__total"
        after={paymentRows(
          { giftCardPayments: appliedCards(giftCards), amountToPay: totals.amountToPay },
          { card: (code) => t('giftCard', { code }), left: t('amountToPay') },
          format.price,
        )}
      />
    </TitledSection>
  )
}
