'use client'

import { useLocale } from 'next-intl'
import { useCallback } from 'react'
import type { AccountAnswer } from '@/components/account/accountApi'
import { asCustomer } from '@/components/account/sessionStore'
import type { CancellationQuery } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'

/**
 * A call of the cancellation service for the page's order. Without a token the session authorizes,
 * so an expired sign-in is refreshed once; a guest's token call never touches the session (its 401
 * says nothing about a sign-in).
 */
export function useBookingCall(query: CancellationQuery) {
  const locale = useLocale() as Locale
  const { orderNumber, token } = query
  return useCallback(
    <T>(make: (q: CancellationQuery, l: Locale) => Promise<AccountAnswer<T>>) => {
      const q: CancellationQuery = token ? { orderNumber, token } : { orderNumber }
      return token ? make(q, locale) : asCustomer(locale, () => make(q, locale))
    },
    [locale, orderNumber, token],
  )
}
