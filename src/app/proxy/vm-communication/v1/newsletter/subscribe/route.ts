import { newsletterRoute } from '@/server/accounts/routes'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-communication/v1/newsletter/subscribe (spec §7): { firstName, lastName, email }. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: newsletterRoute })
