import type { NextRequest } from 'next/server'
import { withErrorEnvelope } from '@/server/http/errors'
import { submitBody } from '@/server/http/checkoutSchemas'
import { handleOrderCall } from '@/server/orders/handlers'
import { submitOrder } from '@/server/orders/submitOrder'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-shopping/v2/order/submit (spec §7): holds the cart, creates the order, answers the terminal URL. */
function post(request: NextRequest) {
  return withErrorEnvelope(() => handleOrderCall(request, submitBody, submitOrder))
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: post })
