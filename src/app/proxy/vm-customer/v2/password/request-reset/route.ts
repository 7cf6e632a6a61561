import { accountRoute } from '@/server/accounts/accountRoutes'
import { requestReset } from '@/server/accounts/passwordReset'
import { emailBody } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v2/password/request-reset (docs/api.md#accounts): mails a reset link (service gcp). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: accountRoute(emailBody, (deps, body) => requestReset(deps, body, 'gcp')) })
