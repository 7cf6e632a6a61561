import { requestResetV1Route } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v1/password/request-reset (spec §7): mails a reset link (service legacy). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: requestResetV1Route })
