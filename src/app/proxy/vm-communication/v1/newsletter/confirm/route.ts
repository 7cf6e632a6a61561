import { accountRoute } from '@/server/accounts/accountRoutes'
import { confirmNewsletter } from '@/server/accounts/newsletterService'
import { tokenBody } from '@/server/http/accountSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-communication/v1/newsletter/confirm { token }: the mailed link confirms the subscription (double opt-in). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: accountRoute(tokenBody, confirmNewsletter) })
