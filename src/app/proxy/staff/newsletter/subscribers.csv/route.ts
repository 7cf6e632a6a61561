import { methods } from '@/server/http/methods'
import { subscribersCsvRoute } from '@/server/accounts/subscribersExport'

/** GET /proxy/staff/newsletter/subscribers.csv (docs/forms.md#newsletter): the confirmed subscribers, staff only. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: subscribersCsvRoute })
