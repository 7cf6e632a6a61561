import 'server-only'
/** Glue between the order routes and the order services: parse, build deps, call, answer JSON. */
import { NextResponse, type NextRequest } from 'next/server'
import type { z } from 'zod'
import { digest, newToken } from '@/server/accounts/secrets'
import { env } from '@/server/env'
import { clientKey } from '@/server/http/clientAddress'
import { badRequest, errorResponse } from '@/server/http/errors'
import { requestLocale } from '@/server/http/request'
import { crossSite } from '@/server/http/siteOrigin'
import { jsonBody } from '@/server/http/shopSchemas'
import { orderDeps, type Caller } from './deps'
import type { OrderDeps } from './orderDeps'

type Result<T> = { ok: true; value: T } | { ok: false; status: number; message: string; field?: string }

/** The browser's own random cookie: its digest on an order lets the browser's next order replace it. */
const browserCookie = 'shopBrowser'

export const callerOf = (request: NextRequest, browserRef: string | null = null): Caller => ({ host: request.headers.get('host') ?? '', clientKey: clientKey(request.headers), browserRef })

export async function handleOrderCall<S extends z.ZodType, T>(request: NextRequest, schema: S, service: (deps: OrderDeps, input: z.output<S>) => Promise<Result<T>>): Promise<Response> {
  // Another site's page may not place orders in a visitor's name (nor hold the inventory with their address).
  if (await crossSite(request)) return errorResponse({ status: 403, message: 'Cross-site request refused' })
  const parsed = schema.safeParse((await jsonBody(request)) ?? null)
  if (!parsed.success) return badRequest(parsed.error.issues)
  const token = request.cookies.get(browserCookie)?.value || newToken()
  const deps = await orderDeps(requestLocale(request), callerOf(request, digest(token)))
  const result = await service(deps, parsed.data)
  const response = result.ok
    ? NextResponse.json(result.value, { headers: { 'cache-control': 'no-store' } })
    : errorResponse({ status: result.status, message: result.message, ...(result.field ? { errors: [{ field: result.field, message: result.message }] } : {}) })
  response.cookies.set({ name: browserCookie, value: token, maxAge: 24 * 60 * 60, httpOnly: true, sameSite: 'lax', secure: env().publicUrl.startsWith('https://'), path: '/' })
  return response
}
