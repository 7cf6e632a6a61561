import { NextResponse, type NextRequest } from 'next/server'
import { errorResponse, withErrorEnvelope } from '@/server/http/errors'
import { queryObject, requestLocale } from '@/server/http/request'
import { orderDeps } from '@/server/orders/deps'
import { callerOf } from '@/server/orders/handlers'
import { completePayment } from '@/server/orders/paymentReturn'
import { methods } from '@/server/http/methods'

/** GET /proxy/payment/callback: the provider's server-to-server notice; may repeat, changes an order once. */
function get(request: NextRequest) {
  return withErrorEnvelope(async () => {
    const result = await completePayment(await orderDeps(requestLocale(request), callerOf(request)), queryObject(request), 'callback')
    if (result.status === 'error') return errorResponse({ status: 400, message: 'The callback could not be verified' })
    return NextResponse.json({ status: result.status }, { headers: { 'cache-control': 'no-store' } })
  })
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: get })
