import { existsRoute } from '@/server/accounts/routes'

/** POST /proxy/api/v2/exists (spec §7): does an account exist for the e-mail. */
export { existsRoute as POST }
