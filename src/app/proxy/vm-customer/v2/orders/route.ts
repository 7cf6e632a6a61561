import { customerRoute } from '@/server/accounts/accountRoutes'
import { customerOrders } from '@/server/accounts/profileService'
import { methods } from '@/server/http/methods'

/** GET /proxy/vm-customer/v2/orders: the signed-in customer's past orders. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: customerRoute(customerOrders) })
