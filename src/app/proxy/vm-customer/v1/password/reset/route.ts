import { resetV1Route } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v1/password/reset (spec §7): { email, token, password }. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: resetV1Route })
