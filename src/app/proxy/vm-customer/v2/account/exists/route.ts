import { accountRoute } from '@/server/accounts/accountRoutes'
import { accountExists } from '@/server/accounts/authService'
import { emailBody } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v2/account/exists (docs/api.md#accounts): does an account exist. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: accountRoute(emailBody, accountExists) })
