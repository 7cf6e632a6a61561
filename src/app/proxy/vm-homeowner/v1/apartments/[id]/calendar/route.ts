import { apartmentCalendar } from '@/server/homeowner/calendarService'
import { homeownerRoute } from '@/server/homeowner/homeownerRoutes'
import { apartmentParams, calendarQuery } from '@/server/http/homeownerSchemas'
import { methods } from '@/server/http/methods'

/** GET …/apartments/{id}/calendar?from=&to=: the marks of each night (docs/homeowner.md#the-calendar). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: homeownerRoute({ params: apartmentParams, query: calendarQuery, call: apartmentCalendar }),
})
