import { newsletterConfirmRoute } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-communication/v1/newsletter/confirm { token }: the mailed link confirms the subscription (double opt-in). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: newsletterConfirmRoute })
