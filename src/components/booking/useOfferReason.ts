import { useTranslations } from 'next-intl'
import type { ClosureNotice, Unavailable } from '@/domain/availability/types'
import { useShopFormat } from './useShopFormat'

type Refused = { reason: Unavailable | null; closure?: ClosureNotice }

/**
 * Why an offer cannot be booked, as the visitor reads it: a closure by staff with its days and their
 * reason (already in the page's language), else the reason's own text.
 */
export function useOfferReason(): (offer: Refused) => string {
  const tr = useTranslations('shop.reason')
  const format = useShopFormat()
  return ({ reason, closure }) =>
    closure ? tr('closedBecause', { dates: format.dateRange(closure.from, closure.to), reason: closure.reason }) : tr(reason ?? 'full')
}
