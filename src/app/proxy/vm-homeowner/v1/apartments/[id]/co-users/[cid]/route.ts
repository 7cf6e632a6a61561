import { removeCoUser } from '@/server/homeowner/coUserService'
import { homeownerRoute } from '@/server/homeowner/homeownerRoutes'
import { coUserParams } from '@/server/http/homeownerSchemas'
import { methods } from '@/server/http/methods'

/** DELETE …/apartments/{id}/co-users/{cid} (docs/homeowner.md#roles). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ DELETE: homeownerRoute({ params: coUserParams, call: removeCoUser }) })
