'use client'

import { useEffect, useState } from 'react'
import { emptyGuestForm, fromPrefill, type CustomerPrefill, type GuestFormValues } from '@/domain/checkout/guestFormRules'
import { readCustomerData, writeCustomerData } from './customerStorage'

export type GuestDetails = { values: GuestFormValues; update: (patch: Partial<GuestFormValues>) => void }

/**
 * The guest form's values: what this browser kept from the last order, overridden by a signed-in
 * customer's profile (`prefill`, from the accounts issue). Every change is kept again. Storage is
 * read after the first render, so the server and browser render the same empty form first.
 */
export function useGuestDetails(prefill: CustomerPrefill | null): GuestDetails {
  const [values, setValues] = useState<GuestFormValues>(emptyGuestForm)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    setValues((current) => ({ ...current, ...readCustomerData(), ...(prefill ? fromPrefill(prefill) : {}) }))
    setLoaded(true)
  }, [prefill])

  useEffect(() => {
    if (loaded) writeCustomerData(values)
  }, [loaded, values])

  return { values, update: (patch) => setValues((current) => ({ ...current, ...patch })) }
}
