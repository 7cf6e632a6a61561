import { verifyRoute } from '@/server/accounts/routes'

/** POST /proxy/vm-customer/v2/email/verify (spec §7): the code from the verification e-mail. */
export { verifyRoute as POST }
