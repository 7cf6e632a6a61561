import { homeownerRoute } from '@/server/homeowner/homeownerRoutes'
import { apartmentStatement } from '@/server/homeowner/statementService'
import { apartmentParams, statementQuery } from '@/server/http/homeownerSchemas'
import { methods } from '@/server/http/methods'

/** GET …/apartments/{id}/statement?year=: nights sold, sales and the owner's share by month (docs/homeowner.md#the-statement). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: homeownerRoute({ params: apartmentParams, query: statementQuery, call: apartmentStatement }),
})
