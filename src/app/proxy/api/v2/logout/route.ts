import { sessionRoute } from '@/server/accounts/accountRoutes'
import { logout } from '@/server/accounts/authService'
import { methods } from '@/server/http/methods'

/** POST /proxy/api/v2/logout (docs/api.md#accounts): ends the sign-in on the server and clears the cookies. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: sessionRoute(logout) })
