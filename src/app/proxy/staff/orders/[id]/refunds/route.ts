import { methods } from '@/server/http/methods'
import { staffRefundBody } from '@/server/http/staffSchemas'
import { refundAsStaff, staffRoute } from '@/server/refunds/staffRoutes'

/** POST /proxy/staff/orders/{id}/refunds (docs/refunds.md#staff): refunds an order or its lines, with a reason. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: staffRoute(staffRefundBody, (deps, input) => refundAsStaff(deps, { ...input, orderId: input.id })),
})
