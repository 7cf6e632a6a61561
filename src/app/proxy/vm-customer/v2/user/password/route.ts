import { changePasswordRoute } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** PUT /proxy/vm-customer/v2/user/password: the signed-in customer changes the password (ends every other sign-in). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ PUT: changePasswordRoute })
