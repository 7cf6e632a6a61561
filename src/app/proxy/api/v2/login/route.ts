import { loginRoute } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** POST /proxy/api/v2/login (spec §7): sign-in; 'unverified' signs nobody in. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: loginRoute })
