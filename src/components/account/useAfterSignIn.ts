'use client'

import { useRouter } from 'next/navigation'
import type { AccountView } from '@/domain/accounts/api'
import { redirectAfterLogin } from '@/domain/accounts/loginRedirect'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { sendLoginEvent, takeLoginRedirect } from './accountNavigation'
import { sessionStore } from './sessionStore'

/**
 * docs/behaviour.md#login after a successful sign-in: the session is known, the analytics event is sent and
 * the visitor goes where the stored redirect, the profile's completeness or the set redirect say.
 * With `stay` (the sign-in dialog) the visitor stays where they are.
 */
export function useAfterSignIn(locale: Locale, setRedirect: string | null, stay?: () => void) {
  const router = useRouter()
  return (user: AccountView) => {
    sessionStore.signedIn(user)
    sendLoginEvent('password')
    if (stay) return stay()
    const currentPath = window.location.pathname
    const target = redirectAfterLogin({
      cookie: takeLoginRedirect(),
      profile: user,
      currentPath,
      setRedirect,
      paths: { home: localizedPath('landing', locale), profile: localizedPath('profile', locale), checkout: localizedPath('checkout', locale) },
    })
    if (target !== currentPath) router.push(target)
  }
}
