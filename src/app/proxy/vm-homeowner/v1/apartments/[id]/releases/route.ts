import { homeownerRoute } from '@/server/homeowner/homeownerRoutes'
import { createRelease } from '@/server/homeowner/releaseService'
import { apartmentParams, rangeBody } from '@/server/http/homeownerSchemas'
import { methods } from '@/server/http/methods'

/** POST …/apartments/{id}/releases `{ from, to }`: own time to brokerage sales (docs/homeowner.md#rules). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: homeownerRoute({ params: apartmentParams, body: rangeBody, call: createRelease }) })
