import { sql } from '@/server/db'
import { methods } from '@/server/http/methods'
import { requestLocale } from '@/server/http/request'
import { serviceRoute } from '@/server/http/serviceRoute'
import { searchQuery } from '@/server/search/searchSchemas'
import { siteSearch } from '@/server/search/searchService'

/** GET /proxy/vm-view/v1/search?q=…[&type=…][&locale=…] (docs/api.md#search). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: serviceRoute({ query: searchQuery, deps: (request) => ({ db: sql(), locale: requestLocale(request), now: new Date() }), call: siteSearch }),
})
