import type { NextRequest } from 'next/server'
import { handleValidateCart } from '@/server/digitalCart/handler'
import { withErrorEnvelope } from '@/server/http/errors'

/** POST /proxy/digital-order/v1/cart/validate (spec §7): the second cart shape checked and priced. */
export function POST(request: NextRequest) {
  return withErrorEnvelope(() => handleValidateCart(request))
}
