import { resendRoute } from '@/server/accounts/routes'

/** POST /proxy/vm-customer/v2/email/resend: sends a new verification code (spec §4 resend-code action). */
export { resendRoute as POST }
