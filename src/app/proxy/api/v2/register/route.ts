import { registerRoute } from '@/server/accounts/routes'

/** POST /proxy/api/v2/register (spec §7): registration with a password. */
export { registerRoute as POST }
