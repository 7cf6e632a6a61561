/** Step 3 of the forgotten password as its e-mailed link names it (docs/routes.md#route-steps). */
import { resetServices, type ResetService } from './accountForms'

export type ResetLink = { service: ResetService; token: string; email: string }

/**
 * `service` and the token, given as `token` or `oobCode`; legacy links also carry the e-mail. An
 * unknown service is read as `gcp`, the current one; a link without a token is no link.
 */
export function resetLinkOf(query: URLSearchParams): ResetLink | null {
  const token = query.get('token') ?? query.get('oobCode')
  if (!token) return null
  const named = query.get('service')
  const service = (resetServices as readonly string[]).includes(named ?? '') ? (named as ResetService) : 'gcp'
  return { service, token, email: query.get('email') ?? '' }
}
