'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { CustomerOrderSummary } from '@/domain/accounts/api'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { formatDate } from '@/components/layout/format'
import { useCancellationText } from '@/components/booking/useCancellationText'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import { localizedPath } from '@/domain/paths'
import { accountApi } from '../accountApi'
import { asCustomer } from '../sessionStore'

/** The customer's past orders, newest first: number, date, status, what was bought and the total; a row opens its order. */
export function CustomerOrders({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('account')
  const locale = useLocale() as Locale
  const rateName = useTranslations('shop.stay.ratePlan')
  const cancellationOf = useCancellationText()
  const [orders, setOrders] = useState<CustomerOrderSummary[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    void asCustomer(locale, () => accountApi.orders(locale)).then((answer) => {
      if (!live) return
      if (answer.ok) setOrders(answer.value.orders)
      else setFailed(true)
    })
    return () => {
      live = false
    }
  }, [locale])

  const when = (item: CustomerOrderSummary['items'][number]) => {
    if (item.from && item.to && item.from !== item.to) return `${formatDate(item.from)}–${formatDate(item.to)}`
    return formatDate(item.dateTime ?? item.from)
  }

  return (
    <section className="account-section" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>{t('profile.ordersTitle')}</h2>
      {failed ? <p role="alert">{t('notice.somethingWentWrong')}</p> : null}
      {!failed && orders === null ? <p role="status">{t('profile.loading')}</p> : null}
      {orders?.length === 0 ? <p>{t('profile.noOrders')}</p> : null}
      {orders && orders.length > 0 ? (
        <ul className="account-orders">
          {orders.map((order) => (
            <li key={order.orderNumber} className="account-order">
              <h3 className="account-order__title">{t('profile.orderNumber', { number: order.orderNumber })}</h3>
              <dl className="account-order__facts">
                <div>
                  <dt>{t('profile.ordered')}</dt>
                  <dd>{formatDate(order.createdAt)}</dd>
                </div>
                <div>
                  <dt>{t('profile.statusLabel')}</dt>
                  <dd>{t(`profile.status.${order.status}`)}</dd>
                </div>
                <div>
                  <dt>{t('profile.total')}</dt>
                  <dd>{formatPrice(order.totalWithTax, locale)}</dd>
                </div>
              </dl>
              <ul className="account-order__items">
                {order.items.map((item, i) => (
                  <li key={i}>
                    {item.quantity > 1 ? `${item.quantity} × ` : ''}
                    {item.title}
                    {when(item) ? <span className="account-order__when"> · {when(item)}</span> : null}
                    {item.ratePlan ? <span className="account-order__when"> · {rateName(item.ratePlan)}</span> : null}
                    {cancellationOf(item.cancellation) ? <span className="account-order__terms">{cancellationOf(item.cancellation)}</span> : null}
                  </li>
                ))}
              </ul>
              {/* No token: the session authorizes the customer's own orders (docs/refunds.md#cancelling). */}
              <Link className="account-order__manage" href={`${localizedPath('manageBooking', locale)}?${new URLSearchParams({ order: order.orderNumber })}`}>
                {t('profile.viewOrCancel')}
                <span className="visually-hidden"> ({t('profile.orderNumber', { number: order.orderNumber })})</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
