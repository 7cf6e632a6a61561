import { logoutRoute } from '@/server/accounts/routes'

/** POST /proxy/api/v2/logout (spec §7): ends the sign-in on the server and clears the cookies. */
export { logoutRoute as POST }
