import 'server-only'
import { clientKey } from '@/server/http/clientAddress'
import { checkRestRequest } from './restGuard'
import { staffResetRefusal } from './staffResetLimit'

type RestHandler<A> = (request: Request, args: A) => Promise<Response>

const refusal = (status: number, message: string, headers?: HeadersInit) => Response.json({ errors: [{ message }] }, { status, headers })

/**
 * Runs the checks of this folder before Payload's REST handler: malformed calls get a 4xx with a JSON
 * body (as Payload's own errors look) instead of reaching the database, and staff reset requests
 * are limited. Everything else is Payload's.
 */
export function withRestChecks<A extends { params: Promise<{ slug: string[] }> }>(handler: RestHandler<A>): RestHandler<A> {
  return async (request, args) => {
    const checked = await checkRestRequest(request, (await args.params).slug ?? [])
    if ('status' in checked) return refusal(checked.status, checked.message)
    if (checked.match?.endpoint.path === '/forgot-password') {
      const limited = await staffResetRefusal(checked.data, clientKey(request.headers), new Date())
      if (limited) return refusal(limited.status, limited.message, { 'retry-after': String(limited.retryAfterSeconds) })
    }
    return handler(request, args)
  }
}
