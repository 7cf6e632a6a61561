'use client'

import { useLocale, useTranslations } from 'next-intl'
import { linesMemberSaving } from '@/domain/pricing/memberPrice'
import { Facts } from '@/components/checkout/Facts'
import { instantDate } from '@/components/checkout/lineFormat'
import { TotalsList } from '@/components/checkout/TotalsList'
import type { OrderView } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'

/** The order's number, date and state, its totals and what gift cards paid of it. */
export function BookingOrderDetails({ order }: { order: OrderView }) {
  const t = useTranslations('manageBooking.order')
  const labels = useTranslations('checkout.order')
  const states = useTranslations('account.profile.status')
  const locale = useLocale() as Locale
  const status = states.has(order.status as never) ? states(order.status as Parameters<typeof states>[0]) : ''
  return (
    // Under the page's h1 and beside the bookings' h2, so an h2 here (checkout's boxes are h3).
    <section className="checkout-box booking-details" aria-labelledby="booking-order-title">
      <h2 id="booking-order-title">{labels('heading')}</h2>
      <Facts
        rows={[
          [labels('number'), order.orderNumber],
          [labels('date'), instantDate(order.createdAt)],
          [t('status'), status],
        ]}
      />
      <TotalsList totals={{ ...order, memberSaving: linesMemberSaving(order.lines) }} />
      {order.giftCardPayments.length > 0 ? (
        <Facts
          rows={[
            ...order.giftCardPayments.map((p): [string, string] => [t('giftCardPayment', { code: p.code }), formatPrice(p.amount, locale)]),
            [t('amountPaid'), formatPrice(order.amountPaid, locale)],
          ]}
        />
      ) : null}
    </section>
  )
}
