import { inviteCoUser } from '@/server/homeowner/coUserService'
import { homeownerRoute } from '@/server/homeowner/homeownerRoutes'
import { apartmentParams, coUserBody } from '@/server/http/homeownerSchemas'
import { methods } from '@/server/http/methods'

/** POST …/apartments/{id}/co-users `{ email, rights }`: the owner invites a co-user (docs/homeowner.md#roles). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: homeownerRoute({ params: apartmentParams, body: coUserBody, call: inviteCoUser }) })
