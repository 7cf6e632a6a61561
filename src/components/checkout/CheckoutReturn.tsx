import { DataLayerEvent } from '@/components/analytics/DataLayerEvent'
import { purchaseEvent } from '@/domain/analytics/ecommerce'
import type { Locale } from '@/domain/locale'
import { calendarPathOf, getCheckoutResult } from '@/server/orders/checkoutResult'
import { CheckoutResultView } from './CheckoutResultView'
import { CheckoutSteps } from './CheckoutSteps'
import { ProcessingRefresh } from './ProcessingRefresh'
import { ReturnedCart } from './ReturnedCart'

type Props = { query: Record<string, string>; locale: Locale }

/**
 * The payment terminal's return (step 3). The server verifies it; the query string alone never
 * confirms an order (docs/checkout.md#payment). Only an order verified as paid is reported to
 * analytics as a `purchase`, once per order number (docs/consent.md#events).
 */
export async function CheckoutReturn({ query, locale }: Props) {
  const result = await getCheckoutResult(query, locale)
  const calendarUrl = result.status === 'accepted' && result.order ? calendarPathOf(result.order.orderNumber) : null
  return (
    <>
      <CheckoutSteps current={3} />
      <CheckoutResultView result={result} locale={locale} calendarUrl={calendarUrl} />
      {result.status === 'accepted' && result.order ? <DataLayerEvent event={purchaseEvent(result.order)} /> : null}
      <ReturnedCart status={result.status} />
      {result.status === 'processing' ? <ProcessingRefresh /> : null}
    </>
  )
}
