'use client'

import { useTranslations } from 'next-intl'
import { z } from 'zod'
import type { ShownError } from '@/components/account/useAccountForm'
import { parseTypedDate } from '@/components/booking/calendarDates'

/** A field error in the visitor's language: the messages every form shares; an unknown key reads as 'Field has an invalid value'. */
export function useFieldErrorText() {
  const shared = useTranslations('form')
  return (error: ShownError | undefined) => {
    if (!error) return undefined
    if (shared.has(error.key as never)) return shared(error.key as Parameters<typeof shared>[0], { min: error.min ?? 0, max: error.max ?? 0 })
    return shared('equals')
  }
}

/** A typed `d.M.yyyy` day as `YYYY-MM-DD`; text that is no day stays as typed, so the rules refuse it. */
export const isoOfTyped = (typed: unknown) => (typeof typed === 'string' ? (parseTypedDate(typed) ?? typed) : typed)

/** `schema` over a form whose `dateFields` are typed as dd.MM.yyyy. */
export const withTypedDates = <S extends z.ZodType>(schema: S, dateFields: readonly string[]) =>
  z.preprocess((values) => {
    if (values === null || typeof values !== 'object') return values
    const copy = { ...(values as Record<string, unknown>) }
    for (const field of dateFields) copy[field] = isoOfTyped(copy[field])
    return copy
  }, schema)
