import { contentRoute } from '@/server/content/contentRoutes'
import { contentLayout } from '@/server/content/contentService'
import { layoutQuery } from '@/server/http/contentSchemas'
import { methods } from '@/server/http/methods'

/** GET /proxy/vm-view/v1/content/layout/main[?preview=1]: header and footer for the locale (docs/api.md#content). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: contentRoute(layoutQuery, contentLayout) })
