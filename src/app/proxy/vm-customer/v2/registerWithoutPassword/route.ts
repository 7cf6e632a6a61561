import { passwordlessRoute } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v2/registerWithoutPassword (spec §7): an account from the checkout's details, no password yet. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: passwordlessRoute })
