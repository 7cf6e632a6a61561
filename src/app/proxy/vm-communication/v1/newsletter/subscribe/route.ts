import { newsletterRoute } from '@/server/accounts/routes'

/** POST /proxy/vm-communication/v1/newsletter/subscribe (spec §7): { firstName, lastName, email }. */
export { newsletterRoute as POST }
