import { useLocale, useTranslations } from 'next-intl'
import type { OrderView } from '@/domain/checkout/api'
import { formatPrice } from '@/domain/money'

/** The gift cards the order issued, with their codes (each recipient also gets theirs by e-mail). */
export function OrderGiftCards({ giftCards }: { giftCards: OrderView['giftCards'] }) {
  const t = useTranslations('checkout.order')
  const locale = useLocale()
  if (giftCards.length === 0) return null
  return (
    <table className="checkout-table">
      <caption>{t('giftCards')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('giftCardCode')}</th>
          <th scope="col">{t('value')}</th>
          <th scope="col">{t('recipientName')}</th>
        </tr>
      </thead>
      <tbody>
        {giftCards.map((card) => (
          <tr key={card.code}>
            <td>{card.code}</td>
            <td>{formatPrice(card.value, locale)}</td>
            <td>{card.recipientName}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
