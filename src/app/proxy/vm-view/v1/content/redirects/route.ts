import { redirectList } from '@/server/content/contentService'
import { serviceRoute } from '@/server/http/serviceRoute'
import { methods } from '@/server/http/methods'

/** GET /proxy/vm-view/v1/content/redirects: the redirects stored in the CMS (from, to, permanent). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: serviceRoute({ call: redirectList, storable: true }) })
