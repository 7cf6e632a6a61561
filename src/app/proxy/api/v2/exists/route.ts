import { existsRoute } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** POST /proxy/api/v2/exists (spec §7): does an account exist for the e-mail. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: existsRoute })
