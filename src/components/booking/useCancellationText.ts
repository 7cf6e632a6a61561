'use client'

import { useTranslations } from 'next-intl'
import { formatFinnishDate } from '@/domain/helsinki'
import type { LineCancellation } from '@/domain/orders/cancellation'
import { shownDeadline } from '@/domain/orders/deadlineDisplay'

/** An offer of the availability answer, with the policy it would be sold under (docs/refunds.md#cancellation-policy). */
export type WithCancellation<T> = T & { cancellation?: LineCancellation }

/**
 * The cancellation terms of an offer or a cart line in words, or null when there is nothing to say
 * (no online cancellation, or an answer without a policy). `free` words a rate ("Free cancellation
 * until …"); `cancellable` a booked time or course ("Cancellable until …").
 */
export function useCancellationText() {
  const t = useTranslations('shop.cancellation')
  return (cancellation: LineCancellation | undefined, wording: 'free' | 'cancellable' = 'free'): string | null => {
    if (cancellation?.policy === 'nonRefundable') return t('nonRefundable')
    if (cancellation?.policy !== 'free' || !cancellation.until) return null
    const { day, time } = shownDeadline(cancellation.until)
    const date = formatFinnishDate(day)
    return time ? t(`${wording}UntilTime`, { date, time }) : t(`${wording}Until`, { date })
  }
}
