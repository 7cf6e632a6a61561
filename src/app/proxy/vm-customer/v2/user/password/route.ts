import { customerRoute } from '@/server/accounts/accountRoutes'
import { changePassword } from '@/server/accounts/profileService'
import { anyBody } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** PUT /proxy/vm-customer/v2/user/password: the signed-in customer changes the password (ends every other sign-in). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ PUT: customerRoute(changePassword, anyBody) })
