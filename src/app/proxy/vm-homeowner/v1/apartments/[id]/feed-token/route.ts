import { renewFeedToken } from '@/server/homeowner/feedService'
import { homeownerRoute } from '@/server/homeowner/homeownerRoutes'
import { apartmentParams } from '@/server/http/homeownerSchemas'
import { methods } from '@/server/http/methods'

/** POST …/apartments/{id}/feed-token: a new calendar feed link; the old one stops working (docs/homeowner.md#calendar-feed). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: homeownerRoute({ params: apartmentParams, call: renewFeedToken }) })
