'use client'

import { useLocale, useTranslations } from 'next-intl'
import { instantDate } from '@/components/checkout/lineFormat'
import { OrderTable } from '@/components/checkout/OrderTable'
import type { RefundView } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'

/** The order's refunds with where the money goes and how far it has got (docs/refunds.md#refunds). */
export function RefundList({ refunds }: { refunds: RefundView[] }) {
  const t = useTranslations('manageBooking.refunds')
  const locale = useLocale() as Locale
  if (refunds.length === 0) return null
  return (
    <OrderTable caption={t('heading')} columns={[t('date'), t('amount'), t('destination'), t('state')]}>
      {refunds.map((refund, i) => (
        <tr key={`${refund.createdAt}-${i}`}>
          <td>{instantDate(refund.createdAt)}</td>
          <td>{formatPrice(refund.amount, locale)}</td>
          <td>{t(`destinations.${refund.destination}`)}</td>
          <td className={`booking-refund booking-refund--${refund.state}`}>{t(`states.${refund.state}`)}</td>
        </tr>
      ))}
    </OrderTable>
  )
}
