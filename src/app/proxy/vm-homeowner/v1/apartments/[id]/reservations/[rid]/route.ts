import { homeownerRoute } from '@/server/homeowner/homeownerRoutes'
import { deleteOwnerReservation } from '@/server/homeowner/reservationService'
import { deleteReservationBody, reservationParams } from '@/server/http/homeownerSchemas'
import { methods } from '@/server/http/methods'

/** DELETE …/apartments/{id}/reservations/{rid} `{ afterDelete: 'sale' | 'own' }` (docs/homeowner.md#rules). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  DELETE: homeownerRoute({ params: reservationParams, body: deleteReservationBody, call: deleteOwnerReservation }),
})
