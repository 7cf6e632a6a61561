import { sessionRoute } from '@/server/accounts/accountRoutes'
import { refresh } from '@/server/accounts/authService'
import { methods } from '@/server/http/methods'

/** GET /proxy/api/v2/refresh (docs/api.md#accounts): rotates the refresh cookie and answers isHomeOwner. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: sessionRoute(refresh) })
