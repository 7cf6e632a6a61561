import { homeownerRoute } from '@/server/homeowner/homeownerRoutes'
import { createOwnReservation } from '@/server/homeowner/reservationService'
import { apartmentParams, reservationBody } from '@/server/http/homeownerSchemas'
import { methods } from '@/server/http/methods'

/** POST …/apartments/{id}/reservations: an own accommodation reservation (docs/homeowner.md#rules). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: homeownerRoute({ params: apartmentParams, body: reservationBody, call: createOwnReservation }),
})
