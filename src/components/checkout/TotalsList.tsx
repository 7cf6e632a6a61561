import { useLocale, useTranslations } from 'next-intl'
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
}

/** Promo code, discount, VAT 0 % total, VAT per rate and the total, as on the cart and the order (spec §3). */
export function TotalsList({ totals }: { totals: TotalsFigures }) {
  const t = useTranslations('checkout.order')
  const locale = useLocale()
  const price = (cents: Cents) => formatPrice(cents, locale)
  return (
    <dl className="checkout-totals">
      {totals.promoCode ? (
        <div>
          <dt>{t('promoCode')}</dt>
          <dd>{totals.promoCode}</dd>
        </div>
      ) : null}
      {totals.discount > 0 ? (
        <div>
          <dt>{t('discount')}</dt>
          <dd>−{price(totals.discount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('withoutTax')}</dt>
        <dd>{price(totals.totalWithoutTax)}</dd>
      </div>
      {totals.vat.map((row) => (
        <div key={row.basisPoints}>
          <dt>{t('vatRow', { rate: formatRate(row.basisPoints, locale) })}</dt>
          <dd>{price(row.tax)}</dd>
        </div>
      ))}
      <div className="checkout-totals__total">
        <dt>{t('total')}</dt>
        <dd>{price(totals.totalWithTax)}</dd>
      </div>
    </dl>
  )
}
