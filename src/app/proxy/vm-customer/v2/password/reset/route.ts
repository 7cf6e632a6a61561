import { accountRoute } from '@/server/accounts/accountRoutes'
import { resetPassword } from '@/server/accounts/passwordReset'
import { resetV2Body } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v2/password/reset (docs/api.md#accounts): { code, password }. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: accountRoute(resetV2Body, (deps, body) => resetPassword(deps, { token: body.code, password: body.password })),
})
