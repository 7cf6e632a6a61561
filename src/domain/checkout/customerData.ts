/**
 * The guest's details as kept in browser storage (docs/content-model.md#checkout-customer-data),
 * apart from the guest form's zod rules (guestForm.ts re-exports them): the cart in every page's
 * header reads the stored e-mail, and must not ship a validation library for it.
 */
import { phonePrefixes, type PhonePrefix } from './fieldLimits'
import type { GuestFormValues } from './guestForm'

/** The storage key of docs/content-model.md#checkout-customer-data. */
export const customerDataKey = 'user-info'

/**
 * docs/content-model.md#checkout-customer-data as kept in browser storage, with the address fields the guest
 * form also asks. Acceptances and the note for one order are never stored: they belong to that order.
 */
export type CustomerData = {
  email: string
  emailConfirmation: string
  firstname: string
  lastname: string
  telephonePrefix: PhonePrefix
  telephoneNumber: string
  marketing: string[]
  sendSms: boolean
  address: string
  zipCode: string
  city: string
}

export function toCustomerData(values: GuestFormValues): CustomerData {
  return {
    email: values.email,
    emailConfirmation: values.email,
    firstname: values.firstName,
    lastname: values.lastName,
    telephonePrefix: values.mobilePrefix,
    telephoneNumber: values.mobileNumber,
    marketing: values.marketingEmail ? ['email'] : [],
    sendSms: false,
    address: values.streetAddress,
    zipCode: values.zipCode,
    city: values.city,
  }
}

// Stored data may come from an older version or be edited by hand: each field is taken only if it fits.
const storedText = (value: unknown) => (typeof value === 'string' && value.length <= 1000 ? value : undefined)
const storedPrefix = (value: unknown) => phonePrefixes.find((prefix) => prefix === value)
const storedList = (value: unknown) => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined)

/** The form values found in stored customer data; anything unreadable is left out. */
export function fromCustomerData(stored: unknown): Partial<GuestFormValues> {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {}
  const d = stored as Record<string, unknown>
  const marketing = storedList(d.marketing)
  const values: Partial<GuestFormValues> = {
    firstName: storedText(d.firstname),
    lastName: storedText(d.lastname),
    mobilePrefix: storedPrefix(d.telephonePrefix),
    mobileNumber: storedText(d.telephoneNumber),
    email: storedText(d.email),
    streetAddress: storedText(d.address),
    zipCode: storedText(d.zipCode),
    city: storedText(d.city),
    marketingEmail: marketing ? marketing.includes('email') : undefined,
  }
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<GuestFormValues>
}
