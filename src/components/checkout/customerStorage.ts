/** The guest's details in browser storage under `user-info` (docs/content-model.md#checkout-customer-data). */
import { customerDataKey, fromCustomerData, toCustomerData } from '@/domain/checkout/customerData'
import type { GuestFormValues } from '@/domain/checkout/guestForm'

// Storage may be switched off, full or hold something unreadable: the form then simply starts empty.
export function readCustomerData(): Partial<GuestFormValues> {
  try {
    const raw = window.localStorage.getItem(customerDataKey)
    return raw ? fromCustomerData(JSON.parse(raw)) : {}
  } catch {
    return {}
  }
}

export function writeCustomerData(values: GuestFormValues) {
  try {
    window.localStorage.setItem(customerDataKey, JSON.stringify(toCustomerData(values)))
  } catch {
    // Not kept this time; the order itself does not depend on it.
  }
}
