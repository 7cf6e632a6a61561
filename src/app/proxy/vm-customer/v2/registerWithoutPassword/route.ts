import { passwordlessRoute } from '@/server/accounts/routes'

/** POST /proxy/vm-customer/v2/registerWithoutPassword (spec §7): an account from the checkout's details, no password yet. */
export { passwordlessRoute as POST }
