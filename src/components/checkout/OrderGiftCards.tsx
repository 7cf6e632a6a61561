import { useLocale, useTranslations } from 'next-intl'
import type { OrderView } from '@/domain/checkout/api'
import { formatPrice } from '@/domain/money'
import { OrderTable } from './OrderTable'

/** The gift cards the order issued, with their codes (each recipient also gets theirs by e-mail). */
export function OrderGiftCards({ giftCards }: { giftCards: OrderView['giftCards'] }) {
  const t = useTranslations('checkout.order')
  const locale = useLocale()
  if (giftCards.length === 0) return null
  return (
    <OrderTable caption={t('giftCards')} columns={[t('giftCardCode'), t('value'), t('recipientName')]}>
      {giftCards.map((card) => (
        <tr key={card.code}>
          <td>{card.code}</td>
          <td>{formatPrice(card.value, locale)}</td>
          <td>{card.recipientName}</td>
        </tr>
      ))}
    </OrderTable>
  )
}
