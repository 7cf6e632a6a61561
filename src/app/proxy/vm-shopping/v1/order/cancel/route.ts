import { cancelBody } from '@/server/http/checkoutSchemas'
import { methods } from '@/server/http/methods'
import { serviceRoute } from '@/server/http/serviceRoute'
import { cancelBooking } from '@/server/refunds/cancellationService'
import { cancellationDeps } from '@/server/refunds/refundDeps'

/** POST /proxy/vm-shopping/v1/order/cancel (docs/api.md#cancellation): cancels lines of the caller's order and refunds them. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: serviceRoute({ sameSiteOnly: true, body: cancelBody, deps: cancellationDeps, call: cancelBooking }),
})
