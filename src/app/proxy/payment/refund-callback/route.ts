import { callbackQuery } from '@/server/http/checkoutSchemas'
import { methods } from '@/server/http/methods'
import { serviceRoute } from '@/server/http/serviceRoute'
import { refundDeps } from '@/server/refunds/refundDeps'
import { refundCallback } from '@/server/refunds/refunds'

/** GET /proxy/payment/refund-callback (docs/refunds.md#refunds): the provider's signed outcome of a refund; may repeat. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: serviceRoute({ query: callbackQuery, deps: refundDeps, call: refundCallback }),
})
