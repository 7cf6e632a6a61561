import { existsRoute } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v2/account/exists (spec §7 verifyEmail): does an account exist. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: existsRoute })
