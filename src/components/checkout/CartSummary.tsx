'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { CartLine } from '@/domain/cart/cartLine'
import { appliedCards } from '@/components/cart/paymentRows'
import { useCancellationText } from '@/components/booking/useCancellationText'
import type { CartTotals, GiftCardCodeResult } from '@/domain/checkout/api'
import { formatPrice } from '@/domain/money'
import { lineDates, lineTime } from './lineFormat'
import { TotalsList } from './TotalsList'

type Props = { lines: CartLine[]; totals: CartTotals | null; promoCode: string | null; giftCards: GiftCardCodeResult[] }

const guestNames = (line: CartLine) =>
  line.personNames
    .map((name) => `${name.firstName} ${name.lastName}`.trim())
    .filter(Boolean)
    .join(', ')

/** Step 2's read-only view of what is being ordered: each line with its day, time, rate and cancellation terms, guests and price, then the totals. */
export function CartSummary({ lines, totals, promoCode, giftCards }: Props) {
  const t = useTranslations('checkout')
  const rateName = useTranslations('shop.stay.ratePlan')
  const cancellationOf = useCancellationText()
  const locale = useLocale()
  return (
    <>
      <ul className="checkout-lines">
        {lines.map((line) => {
          const dates = lineDates(line)
          const time = lineTime(line.metadata)
          const names = guestNames(line)
          const recipient = line.metadata.recipient?.name
          const terms = cancellationOf(line.cancellation)
          return (
            <li key={line.dataKey} className="checkout-line">
              <span className="checkout-line__title">{line.title}</span>
              <span className="checkout-line__price">{formatPrice(line.price * line.metadata.amount - line.discountAmount, locale)}</span>
              {dates ? (
                <span className="checkout-line__detail">
                  {dates}
                  {time ? ` ${t('order.time', { time })}` : ''}
                </span>
              ) : null}
              {line.ratePlan ? <span className="checkout-line__detail">{t('order.rate', { rate: rateName(line.ratePlan) })}</span> : null}
              {terms ? <span className="checkout-line__detail">{terms}</span> : null}
              {line.normalPrice ? (
                <span className="checkout-line__detail">
                  {t('order.memberPrice', { normal: formatPrice(line.normalPrice * line.metadata.amount, locale) })}
                </span>
              ) : null}
              {names ? <span className="checkout-line__detail">{t('payment.guests', { names })}</span> : null}
              {recipient ? <span className="checkout-line__detail">{t('payment.recipient', { name: recipient })}</span> : null}
            </li>
          )
        })}
      </ul>
      {totals ? <TotalsList totals={{ ...totals, promoCode, giftCardPayments: appliedCards(giftCards) }} /> : null}
    </>
  )
}
