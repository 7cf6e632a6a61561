import 'server-only'
/**
 * Glue between the shop routes and the shop service: catalogue, database, clock and host in;
 * the service's result out as the storefront API's JSON.
 */
import { NextResponse, type NextRequest } from 'next/server'
import type { z } from 'zod'
import { sql } from '@/server/db'
import { badRequest, errorResponse } from '@/server/http/errors'
import { requestLocale } from '@/server/http/request'
import { jsonBody } from '@/server/http/shopSchemas'
import { clientKey } from '@/server/http/clientAddress'
import { loadCatalogue, type Catalogue } from './loadCatalogue'
import type { ShopDeps, ShopResult } from './shopService'

/** The shop's dependencies for one request. */
export const shopDeps = (request: NextRequest, catalogue: Catalogue, now: Date): ShopDeps => ({ db: sql(), catalogue, now, host: request.headers.get('host') ?? '', clientKey: clientKey(request.headers) })

export async function handleShopCall<S extends z.ZodType, T>(
  request: NextRequest,
  schema: S,
  service: (deps: ShopDeps, input: z.output<S>) => Promise<ShopResult<T>>,
): Promise<Response> {
  const parsed = schema.safeParse((await jsonBody(request)) ?? null)
  if (!parsed.success) return badRequest(parsed.error.issues)
  const now = new Date()
  const deps: ShopDeps = shopDeps(request, await loadCatalogue(requestLocale(request), now), now)
  const result = await service(deps, parsed.data)
  if (!result.ok) {
    return errorResponse({ status: result.status, message: result.message, ...(result.field ? { errors: [{ field: result.field, message: result.message }] } : {}) })
  }
  return NextResponse.json(result.value, { headers: { 'cache-control': 'no-store' } })
}
