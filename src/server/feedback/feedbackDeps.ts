import 'server-only'
import type { NextRequest } from 'next/server'
import { accountDeps, type AccountDeps } from '@/server/accounts/accountDeps'
import { env } from '@/server/env'

/** What the visitor-form services need: the account services' dependencies and the page the form was sent from. */
export type FeedbackDeps = AccountDeps & {
  /** The path of this site's page the form was sent from (its Referer), or null. */
  pagePath: string | null
}

/** The Referer's path and query when it is a page of this site; a foreign or missing one is null. */
function pagePath(request: NextRequest, siteUrl: string): string | null {
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    const own = referer.origin === new URL(siteUrl).origin || referer.origin === request.nextUrl.origin
    return own ? `${referer.pathname}${referer.search}`.slice(0, 500) : null
  } catch {
    return null
  }
}

export function feedbackDeps(request: NextRequest): FeedbackDeps {
  return { ...accountDeps(request), pagePath: pagePath(request, env().publicUrl) }
}
