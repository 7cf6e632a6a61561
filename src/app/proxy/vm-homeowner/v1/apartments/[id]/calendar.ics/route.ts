import { calendarFeed } from '@/server/homeowner/feedService'
import { feedRoute } from '@/server/homeowner/homeownerRoutes'
import { apartmentParams, feedQuery } from '@/server/http/homeownerSchemas'
import { methods } from '@/server/http/methods'

/** GET …/apartments/{id}/calendar.ics?token=: the private calendar feed (docs/homeowner.md#calendar-feed). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: feedRoute({ params: apartmentParams, query: feedQuery, call: calendarFeed }) })
