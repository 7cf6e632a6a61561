import { cancellationQuery } from '@/server/http/checkoutSchemas'
import { fileResponse } from '@/server/http/fileResponse'
import { methods } from '@/server/http/methods'
import { serviceRoute } from '@/server/http/serviceRoute'
import { orderCalendar } from '@/server/orders/orderCalendarService'
import { cancellationDeps } from '@/server/refunds/refundDeps'

/** GET /proxy/vm-shopping/v1/order/calendar.ics?orderNumber=…&token=… (docs/api.md#order-calendar): the order's bookings for a calendar app. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: serviceRoute({ query: cancellationQuery, deps: cancellationDeps, call: orderCalendar, answer: (result) => fileResponse(result, 'attachment') }),
})
