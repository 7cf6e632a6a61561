'use client'

import { useLocale } from 'next-intl'
import { useCallback } from 'react'
import type { AvailabilityResponse, ShopFilter } from '@/domain/shopApi'
import { cartProductCodes } from '@/components/cart/cartStore'
import { fetchAvailability } from './shopClient'
import { useLatestRequest } from './useLatestRequest'

/** Product availability (docs/api.md#shop `vm-view/v2/product/availability`); a new load aborts the earlier one. */
export function useAvailability(productCode: string) {
  const locale = useLocale()
  const request = useLatestRequest<AvailabilityResponse>()
  const { load: run } = request
  const load = useCallback(
    (filter: ShopFilter) => run((signal) => fetchAvailability({ productCode, productCodesInCart: cartProductCodes(), filter }, locale, signal)),
    [run, productCode, locale],
  )
  return { ...request, load }
}
