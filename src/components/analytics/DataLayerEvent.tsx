'use client'

import { useEffect, useRef } from 'react'
import type { EcommerceEvent } from '@/domain/analytics/ecommerce'
import { pushEvent } from './dataLayer'
import { pushPurchaseOnce } from './sentOrders'

/**
 * Puts one event prepared on the server into the data layer when the page is shown (a product or
 * listing viewed, an order confirmed), once per page view even if the page's data is refreshed.
 * Renders nothing.
 */
export function DataLayerEvent({ event }: { event: EcommerceEvent }) {
  const pushed = useRef(false)
  useEffect(() => {
    if (pushed.current) return
    pushed.current = true
    if (event.event === 'purchase') pushPurchaseOnce(event)
    else pushEvent(event)
  }, [event])
  return null
}
