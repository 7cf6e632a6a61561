import type { NextRequest } from 'next/server'
import { env } from '@/server/env'
import { errorResponse, withErrorEnvelope } from '@/server/http/errors'
import { methods } from '@/server/http/methods'
import { openTerminal } from '@/server/orders/paymentTerminal'
import { sql } from '@/server/db'

/** GET /proxy/payment/terminal?transactionId=…: the buyer opens the payment terminal (the cart is then held for the payment). */
function get(request: NextRequest) {
  return withErrorEnvelope(async () => {
    const stamp = request.nextUrl.searchParams.get('transactionId') ?? ''
    const terminalUrl =
      stamp.length > 0 && stamp.length <= 100 ? await openTerminal({ db: sql(), now: new Date(), holdMinutes: env().ORDER_HOLD_MINUTES }, stamp) : null
    if (!terminalUrl) return errorResponse({ status: 404, message: 'Payment not found' })
    // A path back to checkout stays relative: the browser resolves it on the host it is on (a locale domain, say).
    return new Response(null, { status: 303, headers: { location: terminalUrl, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } })
  })
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: get })
