import { accountRoute } from '@/server/accounts/accountRoutes'
import { verifyEmail } from '@/server/accounts/authService'
import { codeBody } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v2/email/verify (docs/api.md#accounts): the code from the verification e-mail. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: accountRoute(codeBody, verifyEmail) })
