import type { NextRequest } from 'next/server'
import { handleValidateCart } from '@/server/digitalCart/handler'
import { withErrorEnvelope } from '@/server/http/errors'
import { methods } from '@/server/http/methods'

/** POST /proxy/digital-order/v1/cart/validate (spec §7): the second cart shape checked and priced. */
function post(request: NextRequest) {
  return withErrorEnvelope(() => handleValidateCart(request))
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: post })
