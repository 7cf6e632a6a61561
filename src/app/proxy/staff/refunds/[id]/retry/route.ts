import { methods } from '@/server/http/methods'
import { retryAsStaff, staffRoute } from '@/server/refunds/staffRoutes'

/** POST /proxy/staff/refunds/{id}/retry (docs/refunds.md#staff): tries a failed refund again. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: staffRoute(undefined, retryAsStaff) })
