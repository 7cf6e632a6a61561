/**
 * What the account pages leave for the next page: the `loginRedirect` cookie (docs/behaviour.md#login: a page
 * that needs sign-in stores where to come back), a notice that outlives a page change (the sign-out
 * notice is shown on the landing page), and the analytics `login` event.
 */
import { safeRedirectPath } from '@/domain/accounts/loginRedirect'

const redirectCookie = 'loginRedirect'
const noticeKey = 'account-notice'

export function rememberLoginRedirect(path: string) {
  const safe = safeRedirectPath(path)
  if (safe) document.cookie = `${redirectCookie}=${encodeURIComponent(safe)}; path=/; max-age=86400; samesite=lax`
}

/** The stored redirect, removed as it is read (docs/behaviour.md: followed, then removed). */
export function takeLoginRedirect(): string | null {
  const entry = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${redirectCookie}=`))
  if (!entry) return null
  document.cookie = `${redirectCookie}=; path=/; max-age=0; samesite=lax`
  return entry.slice(redirectCookie.length + 1)
}

/** The success notices that are shown on the page the action leads to. */
export type CarriedNotice = 'loggedOut' | 'passwordUpdated'

export function carryNotice(notice: CarriedNotice) {
  try {
    sessionStorage.setItem(noticeKey, notice)
  } catch {
    // Storage off: the notice is lost, the action itself is done.
  }
}

export function takeCarriedNotice(): CarriedNotice | null {
  try {
    const carried = sessionStorage.getItem(noticeKey)
    sessionStorage.removeItem(noticeKey)
    return carried === 'loggedOut' || carried === 'passwordUpdated' ? carried : null
  } catch {
    return null
  }
}

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] }

/** docs/behaviour.md#login: a `login` event goes to the analytics data layer (read by the tag manager when consented). */
export function sendLoginEvent(method: 'password') {
  const w = window as DataLayerWindow
  w.dataLayer ??= []
  w.dataLayer.push({ event: 'login', method })
}
