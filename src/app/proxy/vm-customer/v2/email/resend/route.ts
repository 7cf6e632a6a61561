import { accountRoute } from '@/server/accounts/accountRoutes'
import { resendCode } from '@/server/accounts/authService'
import { emailBody } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-customer/v2/email/resend: sends a new verification code (docs/behaviour.md#registration). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: accountRoute(emailBody, resendCode) })
