import { requestResetV2Route } from '@/server/accounts/routes'

/** POST /proxy/vm-customer/v2/password/request-reset (spec §7): mails a reset link (service gcp). */
export { requestResetV2Route as POST }
