import { accountRoute } from '@/server/accounts/accountRoutes'
import { subscribe } from '@/server/accounts/newsletterService'
import { newsletterBody } from '@/server/http/newsletterSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-communication/v1/newsletter/subscribe (docs/api.md#newsletter): { firstName, lastName, email, company, consent: true, source? }. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: accountRoute(newsletterBody, subscribe) })
