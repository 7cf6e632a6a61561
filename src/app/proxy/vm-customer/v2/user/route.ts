import { getProfileRoute, putProfileRoute } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** GET and PUT /proxy/vm-customer/v2/user (spec §7): the signed-in customer's profile. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: getProfileRoute, PUT: putProfileRoute })
