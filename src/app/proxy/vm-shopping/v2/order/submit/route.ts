import type { NextRequest } from 'next/server'
import { withErrorEnvelope } from '@/server/http/errors'
import { submitBody } from '@/server/http/checkoutSchemas'
import { handleOrderCall } from '@/server/orders/handlers'
import { submitOrder } from '@/server/orders/submitOrder'

/** POST /proxy/vm-shopping/v2/order/submit (spec §7): holds the cart, creates the order, answers the terminal URL. */
export function POST(request: NextRequest) {
  return withErrorEnvelope(() => handleOrderCall(request, submitBody, submitOrder))
}
