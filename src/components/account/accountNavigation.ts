/**
 * What the account pages leave for the next page: the `loginRedirect` cookie (docs/behaviour.md#login: a page
 * that needs sign-in stores where to come back), and the analytics `login` and `sign_up` events. The
 * notice that outlives a page change is in carriedNotice.ts.
 */
import { pushEvent } from '@/components/analytics/dataLayer'
import { readCookie, removeCookie, setCookie } from '@/components/consent/cookies'
import { safeRedirectPath } from '@/domain/accounts/loginRedirect'

const redirectCookie = 'loginRedirect'

export function rememberLoginRedirect(path: string) {
  const safe = safeRedirectPath(path)
  if (safe) setCookie(redirectCookie, encodeURIComponent(safe))
}

/** The stored redirect, removed as it is read (docs/behaviour.md: followed, then removed). */
export function takeLoginRedirect(): string | null {
  const value = readCookie(redirectCookie)
  if (value === null) return null
  removeCookie(redirectCookie)
  return value
}

/** docs/behaviour.md#login, docs/consent.md#events: a `login` event goes to the analytics data layer. */
export function sendLoginEvent(method: 'password' | 'verification') {
  pushEvent({ event: 'login', method })
}

/** docs/consent.md#events: `sign_up` once an account has been created. */
export function sendSignUpEvent(method: 'password') {
  pushEvent({ event: 'sign_up', method })
}
