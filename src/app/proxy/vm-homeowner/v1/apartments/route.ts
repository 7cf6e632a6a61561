import { listApartments } from '@/server/homeowner/apartmentsService'
import { homeownerRoute } from '@/server/homeowner/homeownerRoutes'
import { methods } from '@/server/http/methods'

/** GET /proxy/vm-homeowner/v1/apartments: the signed-in customer's apartments (docs/homeowner.md#api). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: homeownerRoute({ call: listApartments }) })
