'use client'

import { useTranslations } from 'next-intl'
import type { LineCancellation } from '@/domain/orders/cancellation'
import { cancellationText } from './cancellationText'

/** An offer of the availability answer, with the policy it would be sold under (docs/refunds.md#cancellation-policy). */
export type WithCancellation<T> = T & { cancellation?: LineCancellation }

/** cancellationText for the booking forms and cart lines, with their translations. */
export function useCancellationText() {
  const t = useTranslations('shop.cancellation')
  return (cancellation: LineCancellation | undefined, wording: 'free' | 'cancellable' = 'free'): string | null =>
    cancellationText(t, cancellation, wording, new Date())
}
