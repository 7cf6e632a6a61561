import { localeList } from '@/server/content/contentService'
import { serviceRoute } from '@/server/http/serviceRoute'
import { methods } from '@/server/http/methods'

/** GET /proxy/vm-view/v1/content/locales: the locale entries (code, domain, iso, accountHubUrl). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: serviceRoute({ call: localeList, storable: true }) })
