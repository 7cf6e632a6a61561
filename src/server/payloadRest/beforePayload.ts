import 'server-only'
import { clientKey } from '@/server/http/clientAddress'
import { checkRestRequest } from './restGuard'
import { inTurn, rewritesStaffSessions } from './sessionTurns'
import { staffResetRefusal } from './staffResetLimit'

type RestHandler<A> = (request: Request, args: A) => Promise<Response>

const refusal = (status: number, message: string, headers?: HeadersInit) => Response.json({ errors: [{ message }] }, { status, headers })

/**
 * Runs the checks of this folder before Payload's REST handler: malformed calls get a 4xx with a JSON
 * body (as Payload's own errors look) instead of reaching the database, staff reset requests
 * are limited, and the calls that rewrite staff sessions take turns. Everything else is Payload's.
 */
export function withRestChecks<A extends { params: Promise<{ slug: string[] }> }>(handler: RestHandler<A>): RestHandler<A> {
  return async (request, args) => {
    const checked = await checkRestRequest(request, (await args.params).slug ?? [])
    if ('status' in checked) return refusal(checked.status, checked.message)
    if (checked.match?.endpoint.path === '/forgot-password') {
      const limited = await staffResetRefusal(checked.data, clientKey(request.headers), new Date())
      if (limited) return refusal(limited.status, limited.message, { 'retry-after': String(limited.retryAfterSeconds) })
    }
    if (rewritesStaffSessions(checked.match?.endpoint.path)) return inTurn(() => handler(request, args))
    return handler(request, args)
  }
}
