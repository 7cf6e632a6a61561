import { shopRoute } from '@/server/catalogue/catalogueRoutes'
import { getAvailability } from '@/server/catalogue/shopService'
import { availabilityBody } from '@/server/http/shopSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-view/v2/product/availability (docs/api.md#shop): the availability list of one product. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: shopRoute(availabilityBody, getAvailability) })
