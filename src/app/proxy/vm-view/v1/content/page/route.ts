import { contentRoute } from '@/server/content/contentRoutes'
import { contentPage } from '@/server/content/contentService'
import { pageQuery } from '@/server/http/contentSchemas'
import { methods } from '@/server/http/methods'

/** GET /proxy/vm-view/v1/content/page?pagePath=…[&preview=1] (docs/api.md#content). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: contentRoute(pageQuery, contentPage) })
