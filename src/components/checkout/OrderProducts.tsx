import './OrderProducts.css'
import { useLocale, useTranslations } from 'next-intl'
import { cancellationText } from '@/components/booking/cancellationText'
import type { OrderLineView } from '@/domain/checkout/api'
import { formatPrice } from '@/domain/money'
import { lineDates, lineTime } from './lineFormat'
import { OrderTable } from './OrderTable'

/** The order's products with their days, times, recipients, cancellation terms, quantities and prices. */
export function OrderProducts({ lines }: { lines: OrderLineView[] }) {
  const t = useTranslations('checkout.order')
  const terms = useTranslations('shop.cancellation')
  const locale = useLocale()
  const now = new Date()
  return (
    <OrderTable caption={t('products')} columns={[t('product'), t('details'), t('quantity'), t('price')]}>
      {lines.map((line, i) => {
        const dates = lineDates(line)
        const time = lineTime(line)
        const details = [
          dates && time ? `${dates} ${t('time', { time })}` : dates,
          line.recipient ? t('recipient', { name: line.recipient.name }) : null,
          line.cancellation.cancelledAt ? t('cancelled') : cancellationText(terms, line.cancellation, 'free', now),
        ].filter(Boolean)
        return (
          <tr key={`${line.productCode}-${i}`}>
            <th scope="row">{line.title}</th>
            <td>{details.join(', ')}</td>
            <td>{line.quantity}</td>
            <td>
              {formatPrice(line.total, locale)}
              {line.normalUnitPrice ? (
                <span className="checkout-table__note"> ({t('memberPrice', { normal: formatPrice(line.normalUnitPrice * line.quantity, locale) })})</span>
              ) : null}
              {line.discount > 0 ? (
                <span className="checkout-table__note">
                  {' '}
                  ({t('discount')} −{formatPrice(line.discount, locale)})
                </span>
              ) : null}
            </td>
          </tr>
        )
      })}
    </OrderTable>
  )
}
