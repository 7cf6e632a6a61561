import { refreshRoute } from '@/server/accounts/routes'

/** GET /proxy/api/v2/refresh (spec §7): rotates the refresh cookie and answers isHomeOwner. */
export { refreshRoute as GET }
