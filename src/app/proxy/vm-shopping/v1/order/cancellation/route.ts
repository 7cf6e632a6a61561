import { cancellationQuery } from '@/server/http/checkoutSchemas'
import { methods } from '@/server/http/methods'
import { serviceRoute } from '@/server/http/serviceRoute'
import { cancellationView } from '@/server/refunds/cancellationService'
import { cancellationDeps } from '@/server/refunds/refundDeps'

/** GET /proxy/vm-shopping/v1/order/cancellation (docs/api.md#cancellation): an order with what of it can be cancelled. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: serviceRoute({ sameSiteOnly: true, query: cancellationQuery, deps: cancellationDeps, call: cancellationView }),
})
