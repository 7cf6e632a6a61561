import { customerOrdersRoute } from '@/server/accounts/routes'

/** GET /proxy/vm-customer/v2/orders: the signed-in customer's past orders. */
export { customerOrdersRoute as GET }
