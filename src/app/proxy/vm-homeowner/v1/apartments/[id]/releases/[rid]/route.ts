import { homeownerRoute } from '@/server/homeowner/homeownerRoutes'
import { deleteRelease } from '@/server/homeowner/releaseService'
import { releaseParams } from '@/server/http/homeownerSchemas'
import { methods } from '@/server/http/methods'

/** DELETE …/apartments/{id}/releases/{rid}: takes a release back while no guest has its nights (docs/homeowner.md#rules). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ DELETE: homeownerRoute({ params: releaseParams, call: deleteRelease }) })
