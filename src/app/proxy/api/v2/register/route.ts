import { accountRoute } from '@/server/accounts/accountRoutes'
import { register } from '@/server/accounts/authService'
import { anyBody } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/api/v2/register (docs/api.md#accounts): registration with a password. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: accountRoute(anyBody, register) })
