import { useLocale, useTranslations } from 'next-intl'
import { cancellationText } from '@/components/booking/cancellationText'
import type { OrderLineView } from '@/domain/checkout/api'
import { formatPrice } from '@/domain/money'
import { lineDates, lineTime } from './lineFormat'
import { OrderTable } from './OrderTable'

/** What the order says about a line besides its title: when, for how long, where, at which rate, under which terms. */
function useLineDetails() {
  const t = useTranslations('checkout.order')
  const terms = useTranslations('shop.cancellation')
  const rateName = useTranslations('shop.stay.ratePlan')
  const now = new Date()
  return (line: OrderLineView): string[] => {
    const dates = lineDates(line)
    const time = lineTime(line)
    return [
      dates && time ? `${dates} ${t('time', { time })}` : dates,
      line.checkIn && line.checkOut ? t('checkInOut', { checkIn: line.checkIn, checkOut: line.checkOut }) : null,
      line.places.length > 0 ? t('place', { places: line.places.join(', ') }) : null,
      line.whatToBring ? t('bring', { items: line.whatToBring }) : null,
      line.ratePlan ? t('rate', { rate: rateName(line.ratePlan) }) : null,
      line.recipient ? t('recipient', { name: line.recipient.name }) : null,
      line.cancellation.cancelledAt ? t('cancelled') : cancellationText(terms, line.cancellation, 'free', now),
    ].filter((d): d is string => Boolean(d))
  }
}

/** The order's products with their days, times, rooms or courts, rates, recipients, cancellation terms, quantities and prices. */
export function OrderProducts({ lines }: { lines: OrderLineView[] }) {
  const t = useTranslations('checkout.order')
  const locale = useLocale()
  const detailsOf = useLineDetails()
  return (
    <OrderTable caption={t('products')} columns={[t('product'), t('details'), t('quantity'), t('price')]}>
      {lines.map((line, i) => (
        <tr key={`${line.productCode}-${i}`}>
          <th scope="row">{line.title}</th>
          <td>
            {detailsOf(line).map((detail) => (
              <span key={detail} className="checkout-table__detail">
                {detail}
              </span>
            ))}
          </td>
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
      ))}
    </OrderTable>
  )
}
