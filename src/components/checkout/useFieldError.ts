'use client'

import { useTranslations } from 'next-intl'
import type { GuestFieldError } from '@/domain/checkout/guestForm'

/** Turns a rule's message key into the visitor's language (spec §5 generic form messages). */
export function useFieldError() {
  const t = useTranslations('checkout.form')
  return (error: GuestFieldError | undefined) => (error ? t(error.key, { max: error.max ?? 0 }) : undefined)
}
