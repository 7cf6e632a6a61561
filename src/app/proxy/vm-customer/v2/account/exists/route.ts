import { existsRoute } from '@/server/accounts/routes'

/** POST /proxy/vm-customer/v2/account/exists (spec §7 verifyEmail): does an account exist. */
export { existsRoute as POST }
