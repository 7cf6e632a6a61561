/**
 * The visitor's sign-in as the page knows it (spec §2 global route step 2). Pages are cached for
 * everyone, so the session is restored in the browser: with the access cookie the profile answers at
 * once; with only the refresh cookie a refresh comes first; a failed refresh signs out quietly. A
 * visitor without the `signedIn` hint cookie makes no call at all.
 */
import type { AccountView } from '@/domain/accounts/api'
import { signedInCookie } from '@/domain/accounts/api'
import { defaultLocale, type Locale } from '@/domain/locale'
import { externalStore } from '@/components/ui/externalStore'
import { pageLocale } from '@/components/ui/pageLocale'
import { accountApi } from './accountApi'

export type Session =
  | { status: 'unknown'; user: null; isHomeOwner: false }
  | { status: 'signedOut'; user: null; isHomeOwner: false }
  | { status: 'signedIn'; user: AccountView; isHomeOwner: boolean }

const unknown: Session = { status: 'unknown', user: null, isHomeOwner: false }
const signedOut: Session = { status: 'signedOut', user: null, isHomeOwner: false }

let restoring: Promise<void> | null = null

const store = externalStore<{ session: Session }>({ session: unknown }, () => {
  restoring ??= restore(pageLocale(defaultLocale))
})

const hasHint = () => document.cookie.split(';').some((c) => c.trim().startsWith(`${signedInCookie}=`))

/**
 * A refresh token works once, and presenting it twice ends the sign-in (reuse detection). Tabs that
 * open together would each present it, so they take turns, and a tab that waited first checks
 * whether another tab has refreshed the shared cookies already.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  return navigator.locks ? (navigator.locks.request('account-refresh', work) as Promise<T>) : work()
}

async function restore(locale: Locale) {
  if (!hasHint()) return store.publish({ session: signedOut })
  let user = await accountApi.user(locale)
  if (!user.ok && user.error.status === 401) {
    user = await oneTabAtATime(async () => {
      const again = await accountApi.user(locale)
      if (again.ok || again.error.status !== 401) return again
      return (await accountApi.refresh(locale)).ok ? accountApi.user(locale) : again
    })
  }
  store.publish({ session: user.ok ? { status: 'signedIn', user: user.value, isHomeOwner: user.value.isHomeOwner } : signedOut })
}

export const sessionStore = {
  subscribe: store.subscribe,
  getSnapshot: () => store.getSnapshot().session,
  getServerSnapshot: () => store.getServerSnapshot().session,
  signedIn(user: AccountView) {
    restoring ??= Promise.resolve()
    store.publish({ session: { status: 'signedIn', user, isHomeOwner: user.isHomeOwner } })
  },
  signedOut() {
    restoring ??= Promise.resolve()
    store.publish({ session: signedOut })
  },
  /** Restores again, after something outside this page may have changed the sign-in (a password change). */
  async reload(locale: Locale) {
    restoring = restore(locale)
    await restoring
  },
}
