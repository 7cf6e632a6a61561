import 'server-only'
/**
 * GET /proxy/vm-shopping/v1/order/calendar.ics (docs/api.md#order-calendar): the order's bookings as
 * an .ics file, for its owner only: the signed-in customer, or whoever brings the calendar link's
 * token (or the cancellation link's, which already opens the whole order).
 */
import type { CancellationQuery } from '@/domain/checkout/api'
import type { TextFile } from '@/server/http/fileResponse'
import type { ServiceResult } from '@/server/http/serviceResult'
import { orderCalendarFile } from '@/server/mail/orderCalendar'
import { calendarTokenValid, cancelTokenValid } from './cancelToken'
import { isRefusal, ownOrder, type OrderAccessDeps } from './orderAccess'
import { siteUrlIn } from './orderMail'
import { orderView } from './orderView'
import { loadSeller } from './shopSettings'

export type OrderCalendarDeps = OrderAccessDeps & { siteUrl: string; now: Date }

/** Only what was paid for is a booking. */
const booked = new Set(['paid', 'confirmed'])

export async function orderCalendar(deps: OrderCalendarDeps, query: CancellationQuery): Promise<ServiceResult<TextFile, 401 | 404>> {
  const order = await ownOrder(
    deps,
    query,
    (secret, orderNumber, token) => calendarTokenValid(secret, orderNumber, token) || cancelTokenValid(secret, orderNumber, token),
  )
  if (isRefusal(order)) return order
  const view = booked.has(order.status) ? await orderView(deps.db, order.id, await loadSeller(), deps.now) : null
  const file = view ? orderCalendarFile(view, siteUrlIn(deps.siteUrl, view.locale), deps.now) : null
  return file ? { ok: true, value: file } : { ok: false, status: 404, message: 'orderNotFound' }
}
