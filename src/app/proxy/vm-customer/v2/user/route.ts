import { customerRoute } from '@/server/accounts/accountRoutes'
import { getProfile, putProfile } from '@/server/accounts/profileService'
import { anyBody } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** GET and PUT /proxy/vm-customer/v2/user (docs/api.md#accounts): the signed-in customer's profile. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: customerRoute(getProfile), PUT: customerRoute(putProfile, anyBody) })
