import { resetV2Route } from '@/server/accounts/routes'

/** POST /proxy/vm-customer/v2/password/reset (spec §7): { code, password }. */
export { resetV2Route as POST }
