import { accountRoute } from '@/server/accounts/accountRoutes'
import { resetPassword } from '@/server/accounts/passwordReset'
import { resetV1Body } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v1/password/reset (docs/api.md#accounts): { email, token, password }. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: accountRoute(resetV1Body, resetPassword) })
