/**
 * The order's "add to calendar" file (docs/checkout.md#add-to-calendar), in the order's language:
 * attached to the confirmation e-mail and served to the order's owner by
 * GET /proxy/vm-shopping/v1/order/calendar.ics.
 */
import 'server-only'
import type { OrderLineView, OrderView } from '@/domain/checkout/api'
import { icsFeedMimeType } from '@/domain/events/icsFile'
import { bookingCalendar } from '@/domain/orders/bookingCalendar'
import type { TextFile } from '@/server/http/fileResponse'
import { emailTranslator } from './emailTranslator'
import { cancellationTerms } from './orderLineText'

function describe(order: OrderView, t: ReturnType<typeof emailTranslator>) {
  return (line: OrderLineView) =>
    [
      t('confirmation.calendar.order', { orderNumber: order.orderNumber }),
      line.checkIn && line.checkOut ? t('confirmation.products.checkInOut', { checkIn: line.checkIn, checkOut: line.checkOut }) : null,
      line.places.length > 0 ? t('confirmation.products.place', { places: line.places.join(', ') }) : null,
      line.ratePlan ? t('confirmation.products.rate', { rate: t(`confirmation.ratePlan.${line.ratePlan}`) }) : null,
      cancellationTerms(line, t),
    ]
      .filter(Boolean)
      .join('\n')
}

/** The file, or null when nothing in the order takes place at a time (gift cards, passes only). */
export function orderCalendarFile(order: OrderView, siteUrl: string, now: Date): TextFile | null {
  const t = emailTranslator(order.locale)
  const { seller } = order
  const body = bookingCalendar(
    {
      orderNumber: order.orderNumber,
      lines: order.lines,
      location: [seller.brandName || seller.name, seller.address].filter(Boolean).join(', '),
      describe: describe(order, t),
      uidDomain: new URL(siteUrl).hostname,
      now,
    },
    `-//${seller.name || seller.brandName || 'Shop'}//Orders//${order.locale.toUpperCase()}`,
  )
  return body ? { body, contentType: icsFeedMimeType, filename: `${t('confirmation.calendar.file')}-${order.orderNumber}.ics` } : null
}
