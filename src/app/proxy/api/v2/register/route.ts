import { registerRoute } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** POST /proxy/api/v2/register (spec §7): registration with a password. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: registerRoute })
