import 'server-only'
/**
 * The one way to write a storefront endpoint: read the input through a zod schema, build the
 * service's dependencies, call one service, answer its `ServiceResult` as JSON.
 *
 * To add an endpoint:
 * 1. the input schema, beside the others in `src/server/http/*Schemas.ts` (or the area's own);
 * 2. the service, a function `(deps, input) => Promise<ServiceResult<T>>` in its area under
 *    `src/server/`, unit-tested with plain deps;
 * 3. the route file `src/app/proxy/<path>/route.ts`, a few lines:
 *    `export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: shopRoute(schema, service) })`
 *    using the area's route kind from `<area>Routes.ts` (which says where the deps come from, and
 *    whether the call needs this site's own page or sets cookies), or `serviceRoute` itself.
 *
 * What every endpoint answers alike: a body the schema refuses (or one that is not JSON) is a 400
 * with the field errors; a refusal is its status with `{ status, message, extendedErrorCode?, errors? }`;
 * a value is a 200 (or the 201 the service says) with `cache-control: no-store`; anything thrown is
 * logged and answered as a JSON 500, never Next's HTML page.
 */
import { NextResponse, type NextRequest } from 'next/server'
import type { z } from 'zod'
import { badRequest, errorResponse, withErrorEnvelope } from './errors'
import { jsonBody, queryObject } from './request'
import type { ServiceResult } from './serviceResult'
import { crossSite } from './siteOrigin'

/** Without a body or query schema, its type stays `z.ZodUnknown`: the input then says nothing (`unknown`). */
export type ServiceRouteSpec<D, R extends ServiceResult<unknown>, B extends z.ZodType, Q extends z.ZodType> = {
  /**
   * Refuse (403) a request another site's page made, before anything is read: for calls that act
   * with the visitor's cookies or in their name.
   */
  sameSiteOnly?: boolean
  /** The JSON body's schema; a missing or malformed body is parsed as `null`. Without it the body is not read. */
  body?: B
  /** The query string's schema (its parameters as strings; a repeated one counts once, the last). */
  query?: Q
  /** The dynamic path segments' schema (`[id]` folders); merged into the input like the query. */
  params?: z.ZodType
  /** The service's dependencies for this request (after the input is read and accepted). */
  deps?: (request: NextRequest) => D | Promise<D>
  /** The one service call; the input is the body's and the query's parsed values (merged when both). */
  call: (deps: D, input: z.output<B> & z.output<Q>) => R | Promise<R>
  /** Work on the answer once the service has answered, refusal or not (cookies, say). */
  finish?: (response: NextResponse, result: R, deps: D) => void
  /** Leave out `cache-control: no-store` on a value: lists every page reads alike. */
  storable?: boolean
  /** Answer the result some other way than JSON (a file); refusals should still answer `resultResponse`. */
  answer?: (result: R) => NextResponse
}

/** What Next hands a route handler besides the request: the dynamic segments of its path. */
export type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> }

/** A service's result as the storefront API answers it. */
export function resultResponse(result: ServiceResult<unknown>, storable = false): NextResponse {
  if (!result.ok) {
    const { status, message, extendedErrorCode, field } = result
    const errors = result.errors ?? (field ? [{ field, message }] : undefined)
    return errorResponse({ status, message, ...(extendedErrorCode ? { extendedErrorCode } : {}), ...(errors ? { errors } : {}) })
  }
  return NextResponse.json(result.value, { status: result.status ?? 200, ...(storable ? {} : { headers: { 'cache-control': 'no-store' } }) })
}

export function serviceRoute<
  D = undefined,
  R extends ServiceResult<unknown> = ServiceResult<unknown>,
  B extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
>(spec: ServiceRouteSpec<D, R, B, Q>): (request: NextRequest, context?: RouteContext) => Promise<Response> {
  return (request, context) =>
    withErrorEnvelope(async () => {
      if (spec.sameSiteOnly && (await crossSite(request))) return errorResponse({ status: 403, message: 'Cross-site request refused' })
      let input: unknown = undefined
      if (spec.params) {
        const parsed = spec.params.safeParse((await context?.params) ?? {})
        if (!parsed.success) return badRequest(parsed.error.issues)
        input = parsed.data
      }
      if (spec.query) {
        const parsed = spec.query.safeParse(queryObject(request))
        if (!parsed.success) return badRequest(parsed.error.issues)
        input = input === undefined ? parsed.data : { ...(input as object), ...(parsed.data as object) }
      }
      if (spec.body) {
        const parsed = spec.body.safeParse((await jsonBody(request)) ?? null)
        if (!parsed.success) return badRequest(parsed.error.issues)
        input = input === undefined ? parsed.data : { ...(input as object), ...(parsed.data as object) }
      }
      const deps = (spec.deps ? await spec.deps(request) : undefined) as D
      const result = await spec.call(deps, input as z.output<B> & z.output<Q>)
      const response = spec.answer ? spec.answer(result) : resultResponse(result, spec.storable)
      spec.finish?.(response, result, deps)
      return response
    })
}
