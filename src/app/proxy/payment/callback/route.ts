import { serviceRoute } from '@/server/http/serviceRoute'
import { callbackQuery } from '@/server/http/checkoutSchemas'
import { paymentCallback, providerOrderDeps } from '@/server/orders/orderRoutes'
import { methods } from '@/server/http/methods'

/** GET /proxy/payment/callback: the provider's server-to-server notice; may repeat, changes an order once. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: serviceRoute({ query: callbackQuery, deps: providerOrderDeps, call: paymentCallback }),
})
