import { requestResetV1Route } from '@/server/accounts/routes'

/** POST /proxy/vm-customer/v1/password/request-reset (spec §7): mails a reset link (service legacy). */
export { requestResetV1Route as POST }
