import 'server-only'
import { checkRestRequest } from './restGuard'

type RestHandler<A> = (request: Request, args: A) => Promise<Response>

const refusal = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/**
 * Runs the checks of this folder before Payload's REST handler: malformed calls get a 4xx with a JSON
 * body (as Payload's own errors look) instead of reaching the database. Everything else is Payload's.
 */
export function withRestChecks<A extends { params: Promise<{ slug: string[] }> }>(handler: RestHandler<A>): RestHandler<A> {
  return async (request, args) => {
    const checked = await checkRestRequest(request, (await args.params).slug ?? [])
    if ('status' in checked) return refusal(checked.status, checked.message)
    return handler(request, args)
  }
}
