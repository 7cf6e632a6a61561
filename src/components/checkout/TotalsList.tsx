import { useLocale, useTranslations } from 'next-intl'
import { paymentRows, type PaymentFigures } from '@/components/cart/paymentRows'
import { LabelledValues } from '@/components/ui/LabelledValues'
import type { Cents } from '@/domain/catalogue'
import { formatPrice } from '@/domain/money'
import type { VatRow } from '@/domain/orders/totals'
import { formatRate } from './lineFormat'

export type TotalsFigures = {
  promoCode: string | null
  discount: Cents
  totalWithoutTax: Cents
  vat: VatRow[]
  totalWithTax: Cents
  /** What member prices saved; already in the prices, so only told (docs/shop.md#member-prices). */
  memberSaving?: Cents
} & PaymentFigures

/**
 * Promo code, discount, VAT 0 % total, VAT per rate and the total, as on the cart and the order
 * (docs/content-model.md#cart-totals); then the gift cards as payments and what is left to pay: the
 * cards are a means of payment, so the lines and VAT above them do not change.
 */
export function TotalsList({ totals }: { totals: TotalsFigures }) {
  const t = useTranslations('checkout.order')
  const locale = useLocale()
  const price = (cents: Cents) => formatPrice(cents, locale)
  return (
    <LabelledValues
      className="checkout-totals"
      rows={[
        !!totals.memberSaving && { label: t('memberSaving'), value: price(totals.memberSaving) },
        !!totals.promoCode && { label: t('promoCode'), value: totals.promoCode },
        totals.discount > 0 && { label: t('discount'), value: `−${price(totals.discount)}` },
        { label: t('withoutTax'), value: price(totals.totalWithoutTax) },
        ...totals.vat.map((row) => ({ label: t('vatRow', { rate: formatRate(row.basisPoints, locale) }), value: price(row.tax) })),
      ]}
      total={{ label: t('total'), value: price(totals.totalWithTax) }}
      totalClassName="checkout-totals__total"
      after={paymentRows(totals, { card: (code) => t('giftCard', { code }), left: t('amountToPay') }, price)}
    />
  )
}
