import type { useTranslations } from 'next-intl'
import { formatFinnishDate } from '@/domain/helsinki'
import type { LineCancellation } from '@/domain/orders/cancellation'
import { shownDeadline } from '@/domain/orders/deadlineDisplay'

/**
 * The cancellation terms of an offer or an order line in words (docs/refunds.md#cancellation-policy),
 * or null when there is nothing to say (no online cancellation, or an answer without a policy).
 * `free` words a rate ("Free cancellation until …"); `cancellable` a booked time or course
 * ("Cancellable until …"); a deadline already passed says so. Plain, so server components use it too.
 */
export function cancellationText(
  t: ReturnType<typeof useTranslations<'shop.cancellation'>>,
  cancellation: LineCancellation | undefined,
  wording: 'free' | 'cancellable',
  now: Date,
): string | null {
  if (cancellation?.policy === 'nonRefundable') return t('nonRefundable')
  if (cancellation?.policy !== 'free' || !cancellation.until) return null
  // Booked this late (a stay within its 14 days), the rate is sold without its free cancellation.
  if (new Date(cancellation.until) <= now) return t('deadlinePassed')
  const { day, time } = shownDeadline(cancellation.until)
  const date = formatFinnishDate(day)
  return time ? t(`${wording}UntilTime`, { date, time }) : t(`${wording}Until`, { date })
}
