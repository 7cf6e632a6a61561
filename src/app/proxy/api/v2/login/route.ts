import { loginRoute } from '@/server/accounts/routes'

/** POST /proxy/api/v2/login (spec §7): sign-in; 'unverified' signs nobody in. */
export { loginRoute as POST }
