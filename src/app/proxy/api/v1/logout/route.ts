import { logoutRoute } from '@/server/accounts/routes'

/** GET /proxy/api/v1/logout (spec §7): also called on sign-out. */
export { logoutRoute as GET }
