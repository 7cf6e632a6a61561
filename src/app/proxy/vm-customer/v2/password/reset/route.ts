import { resetV2Route } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v2/password/reset (spec §7): { code, password }. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: resetV2Route })
