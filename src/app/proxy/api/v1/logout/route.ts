import { sessionRoute } from '@/server/accounts/accountRoutes'
import { logout } from '@/server/accounts/authService'
import { methods } from '@/server/http/methods'

/** GET /proxy/api/v1/logout (docs/api.md#accounts): also called on sign-out. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: sessionRoute(logout) })
