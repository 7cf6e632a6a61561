import { registerRoute } from '@/server/accounts/routes'

/** POST /proxy/vm-customer/v2/register (spec §7): registration; 409 with extendedErrorCode 5000 when the e-mail is in use. */
export { registerRoute as POST }
