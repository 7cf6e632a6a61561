import { homeownerFileRoute } from '@/server/homeowner/homeownerRoutes'
import { statementFile } from '@/server/homeowner/statementService'
import { apartmentParams, statementQuery } from '@/server/http/homeownerSchemas'
import { methods } from '@/server/http/methods'

/** GET …/apartments/{id}/statement.csv?year=: the statement as a CSV download (docs/homeowner.md#the-statement). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: homeownerFileRoute({ params: apartmentParams, query: statementQuery, call: statementFile }),
})
