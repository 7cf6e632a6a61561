import { changePasswordRoute } from '@/server/accounts/routes'

/** PUT /proxy/vm-customer/v2/user/password: the signed-in customer changes the password (ends every other sign-in). */
export { changePasswordRoute as PUT }
