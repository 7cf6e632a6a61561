import { accountRoute } from '@/server/accounts/accountRoutes'
import { registerWithoutPassword } from '@/server/accounts/newsletterService'
import { passwordlessBody } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v2/registerWithoutPassword (docs/api.md#accounts): an account from the checkout's details, no password yet. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: accountRoute(passwordlessBody, registerWithoutPassword) })
