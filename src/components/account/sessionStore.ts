/**
 * The visitor's sign-in as the page knows it (docs/routes.md#route-steps). Pages are cached for
 * everyone, so the session is restored in the browser: with the access cookie the profile answers at
 * once; with only the refresh cookie a refresh comes first; a failed refresh signs out quietly. A
 * visitor without the `signedIn` hint cookie makes no call at all.
 */
import type { AccountView } from '@/domain/accounts/api'
import { signedInCookie } from '@/domain/accounts/api'
import { defaultLocale, type Locale } from '@/domain/locale'
import { externalStore } from '@/components/ui/externalStore'
import { pageLocale } from '@/components/ui/pageLocale'
import { homeownerApiBase, type ApartmentsResponse } from '@/domain/homeowner/api'
import { accountApi, apiCall, type AccountAnswer } from './accountApi'

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

/**
 * A customer call, refreshed once when the access cookie ran out (it lasts 15 minutes; a page stays
 * open longer). When the refresh fails too, the visitor is signed out here as on the server.
 */
export async function asCustomer<T>(locale: Locale, call: () => Promise<AccountAnswer<T>>): Promise<AccountAnswer<T>> {
  const first = await call()
  if (first.ok || first.error.status !== 401) return first
  const again = await oneTabAtATime(async () => {
    // Another tab may have refreshed the shared cookies while this one waited.
    const retried = await call()
    if (retried.ok || retried.error.status !== 401) return retried
    return (await accountApi.refresh(locale)).ok ? call() : retried
  })
  if (!again.ok && again.error.status === 401) sessionStore.signedOut()
  return again
}

/**
 * Route step 2 (docs/routes.md#route-steps): a homeowner's apartments are loaded with the session, so
 * the homeowner page starts from them instead of asking again. Only homeowners make this call.
 */
let apartments: Promise<AccountAnswer<ApartmentsResponse>> | null = null
const loadApartments = (locale: Locale, isHomeOwner: boolean) => {
  apartments = isHomeOwner ? asCustomer(locale, () => apiCall<ApartmentsResponse>('GET', homeownerApiBase, locale)) : null
}

/** The apartments the session loaded, or null (signed out, no homeowner, or not loaded yet). */
export const sessionApartments = () => apartments

/** Bumped by every sign-in or sign-out here, so a restore that finishes later does not undo it. */
let generation = 0

async function restore(locale: Locale) {
  const started = generation
  const user = hasHint() ? await asCustomer(locale, () => accountApi.user(locale)) : null
  if (started !== generation) return
  if (user?.ok) loadApartments(locale, user.value.isHomeOwner)
  store.publish({ session: user?.ok ? { status: 'signedIn', user: user.value, isHomeOwner: user.value.isHomeOwner } : signedOut })
}

export const sessionStore = {
  subscribe: store.subscribe,
  getSnapshot: () => store.getSnapshot().session,
  getServerSnapshot: () => store.getServerSnapshot().session,
  signedIn(user: AccountView) {
    generation++
    restoring ??= Promise.resolve()
    loadApartments(pageLocale(defaultLocale), user.isHomeOwner)
    store.publish({ session: { status: 'signedIn', user, isHomeOwner: user.isHomeOwner } })
  },
  signedOut() {
    generation++
    restoring ??= Promise.resolve()
    apartments = null
    store.publish({ session: signedOut })
  },
}
