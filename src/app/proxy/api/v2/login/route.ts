import { accountRoute } from '@/server/accounts/accountRoutes'
import { login } from '@/server/accounts/authService'
import { anyBody } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/api/v2/login (docs/api.md#accounts): sign-in; 'unverified' signs nobody in. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: accountRoute(anyBody, login) })
