import { getProfileRoute, putProfileRoute } from '@/server/accounts/routes'

/** GET and PUT /proxy/vm-customer/v2/user (spec §7): the signed-in customer's profile. */
export { getProfileRoute as GET, putProfileRoute as PUT }
