'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { z } from 'zod'
import { formErrors, type FieldError } from '@/domain/accounts/accountForms'
import type { AccountError } from './accountApi'

type Values = Record<string, unknown>

/** A field error from the rules, or a key the server answered for a field ('currentPassword'). */
export type ShownError = FieldError | { key: string; min?: number; max?: number }

/**
 * An account form's values and the errors to show: a field's error once the visitor has left it,
 * every error after a submit, and the field errors a server answer named.
 */
export function useAccountForm<V extends Values>(schema: z.ZodType<Values>, initial: V, fields?: readonly (keyof V & string)[]) {
  const [values, setValues] = useState<V>(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, ShownError>>>({})
  const all = formErrors(schema as z.ZodType<Record<string, unknown>>, values, fields as never) as Partial<Record<string, ShownError>>
  const errors: Partial<Record<keyof V & string, ShownError>> = {}
  for (const field of Object.keys(values) as (keyof V & string)[]) {
    const error = (touched.has(field) ? all[field] : undefined) ?? serverErrors[field]
    if (error) errors[field] = error
  }
  return {
    values,
    errors,
    set: (patch: Partial<V>) => {
      setValues((current) => ({ ...current, ...patch }))
      setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))))
    },
    touch: (field: keyof V & string) => setTouched((current) => new Set(current).add(field)),
    /** Shows every error; true when there is none. */
    check: () => {
      setTouched(new Set(Object.keys(values)))
      return Object.keys(all).length === 0
    },
    /** Shows the field errors of a 400 answer on the fields this form has; true when there were any. */
    showServerErrors: (error: AccountError) => {
      const list = error.status === 400 ? (error.errors ?? []).filter((e) => e.field in values) : []
      setServerErrors(Object.fromEntries(list.map((e) => [e.field, { key: e.message }])))
      return list.length > 0
    },
    reset: (next: V) => {
      setValues(next)
      setTouched(new Set())
      setServerErrors({})
    },
  }
}

/** The visitor's language for a field error: the messages every form shares, else the account form's own. */
export function useAccountFieldError() {
  const shared = useTranslations('form')
  const own = useTranslations('account.form')
  return (error: ShownError | undefined) => {
    if (!error) return undefined
    const values = { min: error.min ?? 0, max: error.max ?? 0 }
    if (shared.has(error.key as never)) return shared(error.key as Parameters<typeof shared>[0], values)
    // A key the server sent that this version has no text for reads as 'Field has an invalid value'.
    return own.has(error.key as never) ? own(error.key as Parameters<typeof own>[0]) : shared('equals')
  }
}
