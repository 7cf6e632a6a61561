import type { NextRequest } from 'next/server'
import { handleShopCall } from '@/server/catalogue/handlers'
import { withErrorEnvelope } from '@/server/http/errors'
import { totalsBody } from '@/server/http/checkoutSchemas'
import { getTotals } from '@/server/orders/totalsService'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-view/v2/product/totals (spec §7): the cart priced by the server. */
function post(request: NextRequest) {
  return withErrorEnvelope(() => handleShopCall(request, totalsBody, getTotals))
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: post })
