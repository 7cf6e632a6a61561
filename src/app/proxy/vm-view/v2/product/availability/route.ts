import type { NextRequest } from 'next/server'
import { handleShopCall } from '@/server/catalogue/handlers'
import { getAvailability } from '@/server/catalogue/shopService'
import { withErrorEnvelope } from '@/server/http/errors'
import { availabilityBody } from '@/server/http/shopSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-view/v2/product/availability (spec §7): the availability list of one product. */
function post(request: NextRequest) {
  return withErrorEnvelope(() => handleShopCall(request, availabilityBody, getAvailability))
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: post })
