import { homeownerRoute } from '@/server/homeowner/homeownerRoutes'
import { bookSlot } from '@/server/homeowner/reservationService'
import { slotParams } from '@/server/http/homeownerSchemas'
import { methods } from '@/server/http/methods'

/** POST …/apartments/{id}/slots/{slotId}/booking: a usage reservation of a bookable time slot (docs/homeowner.md#rules). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: homeownerRoute({ params: slotParams, call: bookSlot }) })
