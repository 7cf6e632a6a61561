import { requestResetV2Route } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v2/password/request-reset (spec §7): mails a reset link (service gcp). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: requestResetV2Route })
