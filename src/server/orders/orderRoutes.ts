import 'server-only'
/**
 * The order endpoints: orders act in the visitor's name, so only this site's pages may place them,
 * and each browser carries a random cookie of its own whose digest lets its next order replace its
 * unpaid one.
 */
import type { NextRequest, NextResponse } from 'next/server'
import type { z } from 'zod'
import { loyaltyMemberOf } from '@/server/accounts/loyaltyMembership'
import { digest, newToken } from '@/server/accounts/secrets'
import { env } from '@/server/env'
import { clientKey } from '@/server/http/clientAddress'
import { requestLocale } from '@/server/http/request'
import { serviceRoute } from '@/server/http/serviceRoute'
import type { ServiceResult } from '@/server/http/serviceResult'
import { orderDeps, type Caller, type OrderDeps } from './orderDeps'
import { completePayment } from './paymentReturn'

const browserCookie = 'shopBrowser'

const callerOf = (request: NextRequest, browserRef: string | null = null): Caller => ({
  host: request.headers.get('host') ?? '',
  clientKey: clientKey(request.headers),
  browserRef,
})

/** The order services' deps for a request, and the browser's token (the one it sent, or a new one). */
async function browserOrderDeps(request: NextRequest) {
  const token = request.cookies.get(browserCookie)?.value || newToken()
  const caller = { ...callerOf(request, digest(token)), loyaltyMember: () => loyaltyMemberOf(request) }
  return { order: await orderDeps(requestLocale(request), caller), token }
}

/** The browser's cookie goes with every answer of the service, a refusal too. */
function setBrowserCookie(response: NextResponse, _result: unknown, deps: { token: string }) {
  response.cookies.set({
    name: browserCookie,
    value: deps.token,
    maxAge: 24 * 60 * 60,
    httpOnly: true,
    sameSite: 'lax',
    secure: env().publicUrl.startsWith('https://'),
    path: '/',
  })
}

/** An order call: another site's page may not place orders in a visitor's name (nor hold inventory with their address). */
export const orderRoute = <S extends z.ZodType, T>(body: S, service: (deps: OrderDeps, input: z.output<S>) => Promise<ServiceResult<T>>) =>
  serviceRoute({ sameSiteOnly: true, body, deps: browserOrderDeps, call: (deps, input) => service(deps.order, input), finish: setBrowserCookie })

/** Order deps for a caller without a browser of its own (the provider's server). */
export const providerOrderDeps = (request: NextRequest) => orderDeps(requestLocale(request), callerOf(request))

/**
 * The provider's server-to-server notice of a payment: it may repeat, and changes an order once.
 * A notice that does not verify is a 400; otherwise the payment's status.
 */
export async function paymentCallback(deps: OrderDeps, query: Record<string, string>): Promise<ServiceResult<{ status: string }, 400>> {
  const result = await completePayment(deps, query, 'callback')
  if (result.status === 'error') return { ok: false, status: 400, message: 'The callback could not be verified' }
  return { ok: true, value: { status: result.status } }
}
