import { accountRoute } from '@/server/accounts/accountRoutes'
import { register } from '@/server/accounts/authService'
import { anyBody } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v2/register (docs/api.md#accounts): registration; 409 with extendedErrorCode 5000 when the e-mail is in use. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: accountRoute(anyBody, register) })
