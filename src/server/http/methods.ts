import 'server-only'
/**
 * Every storefront answer is JSON `{ status, message }` (docs/api.md#errors), a wrong method included:
 * Next answers a method a route file does not export with an empty 405. A route file exports all of
 * them through this: `export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: handler })`.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { errorResponse } from './errors'

import type { RouteContext } from './serviceRoute'

type Handler = (request: NextRequest, context?: RouteContext) => Response | Promise<Response>

/** A NUL character in the address: PostgreSQL refuses it in any text, so it is refused here, as bad input. */
const hasNul = (url: string) => /%00/.test(url)
const nulRefused = () => errorResponse({ status: 400, message: 'The address contains a NUL character' })
const names = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Method = (typeof names)[number]

export function methods(handlers: Partial<Record<Method, Handler>>): Record<Method | 'OPTIONS', Handler> {
  const allowed = names.filter((name) => handlers[name])
  const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ')
  const refuse: Handler = (request) => {
    const response = errorResponse({ status: 405, message: `Method ${request.method} not allowed; use ${allowed.join(' or ')}` })
    response.headers.set('allow', allow)
    return response
  }
  const options: Handler = () => new NextResponse(null, { status: 204, headers: { allow } })
  const guarded = (handler: Handler | undefined): Handler =>
    handler ? (request, context) => (hasNul(request.url) ? nulRefused() : handler(request, context)) : refuse
  return {
    GET: guarded(handlers.GET),
    POST: guarded(handlers.POST),
    PUT: guarded(handlers.PUT),
    PATCH: guarded(handlers.PATCH),
    DELETE: guarded(handlers.DELETE),
    OPTIONS: options,
  }
}
