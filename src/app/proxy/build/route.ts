import { buildId } from '@/server/buildId'
import { serviceRoute } from '@/server/http/serviceRoute'
import { methods } from '@/server/http/methods'

export const dynamic = 'force-dynamic'

/** GET /proxy/build: the running build, polled by open pages to notice a new deployment. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: serviceRoute({ call: async () => ({ ok: true, value: { buildId: buildId() } }) }) })
