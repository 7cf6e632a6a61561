'use client'

import { useTranslations } from 'next-intl'
import type { GuestFieldError } from '@/domain/checkout/guestForm'

/** Turns a rule's message key into the visitor's language: the messages every form shares, and checkout's terms. */
export function useFieldError() {
  const shared = useTranslations('form')
  const own = useTranslations('checkout.form')
  return (error: GuestFieldError | undefined) => (!error ? undefined : error.key === 'terms' ? own('terms') : shared(error.key, { max: error.max ?? 0 }))
}
