import { resetV1Route } from '@/server/accounts/routes'

/** POST /proxy/vm-customer/v1/password/reset (spec §7): { email, token, password }. */
export { resetV1Route as POST }
