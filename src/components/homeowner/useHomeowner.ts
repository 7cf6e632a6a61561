'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'
import type { AccountAnswer, AccountError } from '@/components/account/accountApi'
import { asCustomer } from '@/components/account/sessionStore'
import type { Locale } from '@/domain/locale'

/** A homeowner call as the signed-in customer (refreshed once when the access cookie ran out). */
export function useHomeownerCall() {
  const locale = useLocale() as Locale
  return useCallback(<T>(call: (l: Locale) => Promise<AccountAnswer<T>>) => asCustomer(locale, () => call(locale)), [locale])
}

/** The server's translated message of a refusal, else the page's own text for the failure. */
export function useErrorText() {
  const t = useTranslations('homeowner.errors')
  return (error: AccountError, fallback: 'loadingFailed' | 'deletionFailed' | 'reservationFailed' | 'calendarFailed') =>
    error.status >= 400 && error.status < 500 && error.message ? error.message : t(fallback)
}

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: AccountError } | { status: 'ready'; value: T }

/** Loads `load` again whenever its inputs (or `version`) change; a late answer of an older load is dropped. */
export function useLoaded<T>(load: (() => Promise<AccountAnswer<T>>) | null, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' })
  useEffect(() => {
    if (!load) return
    let live = true
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }))
    void load().then((answer) => {
      if (!live) return
      setState(answer.ok ? { status: 'ready', value: answer.value } : { status: 'failed', error: answer.error })
    })
    return () => {
      live = false
    }
    // The caller names what the load depends on.
  }, deps)
  return state
}
