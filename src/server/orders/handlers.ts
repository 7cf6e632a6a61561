import 'server-only'
/** Glue between the order routes and the order services: parse, build deps, call, answer JSON. */
import { NextResponse, type NextRequest } from 'next/server'
import type { z } from 'zod'
import { badRequest, errorResponse } from '@/server/http/errors'
import { requestLocale } from '@/server/http/request'
import { jsonBody } from '@/server/http/shopSchemas'
import { orderDeps } from './deps'
import type { OrderDeps } from './orderDeps'

type Result<T> = { ok: true; value: T } | { ok: false; status: number; message: string; field?: string }

export async function handleOrderCall<S extends z.ZodType, T>(request: NextRequest, schema: S, service: (deps: OrderDeps, input: z.output<S>) => Promise<Result<T>>): Promise<Response> {
  const parsed = schema.safeParse((await jsonBody(request)) ?? null)
  if (!parsed.success) return badRequest(parsed.error.issues)
  const deps = await orderDeps(requestLocale(request), request.headers.get('host') ?? '')
  const result = await service(deps, parsed.data)
  if (!result.ok) return errorResponse({ status: result.status, message: result.message, ...(result.field ? { errors: [{ field: result.field, message: result.message }] } : {}) })
  return NextResponse.json(result.value, { headers: { 'cache-control': 'no-store' } })
}
