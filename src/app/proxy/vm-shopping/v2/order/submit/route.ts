import { submitBody } from '@/server/http/checkoutSchemas'
import { orderRoute } from '@/server/orders/orderRoutes'
import { submitOrder } from '@/server/orders/submitOrder'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-shopping/v2/order/submit (docs/api.md#cart-and-orders): holds the cart, creates the order, answers the terminal URL. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: orderRoute(submitBody, submitOrder) })
