import 'server-only'
/** Glue between the validate route and its service: parse, build the shop's deps, call, answer JSON. */
import { NextResponse, type NextRequest } from 'next/server'
import { loadCatalogue } from '@/server/catalogue/loadCatalogue'
import { shopDeps } from '@/server/catalogue/handlers'
import { badRequest, errorResponse } from '@/server/http/errors'
import { requestLocale } from '@/server/http/request'
import { jsonBody } from '@/server/http/shopSchemas'
import { validateCartBody } from './schema'
import { validateCart } from './validateCart'

export async function handleValidateCart(request: NextRequest): Promise<Response> {
  const parsed = validateCartBody.safeParse((await jsonBody(request)) ?? null)
  if (!parsed.success) return badRequest(parsed.error.issues)
  const now = new Date()
  const deps = shopDeps(request, await loadCatalogue(requestLocale(request), now), now)
  const result = await validateCart(deps, parsed.data)
  if (!result.ok) return errorResponse({ status: result.status, message: result.message, errors: [{ field: result.field, message: result.message }] })
  return NextResponse.json(result.value, { headers: { 'cache-control': 'no-store' } })
}
