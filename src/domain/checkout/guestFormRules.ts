/**
 * The guest checkout form without a validation library (docs/content-model.md#guest-checkout-form,
 * docs/validation.md#guest-form-and-checkout): its values, the phone number rules, the storage and
 * prefill mappings, and `guestFormErrors`, hand-written so that checkout's first-load JavaScript
 * carries no zod. The server validates with the zod schema in guestForm.ts (which re-exports all of
 * this); guestFormRules.test.ts holds the two to the same answers. Rules answer message keys, never
 * texts: the form translates them, so one rule serves all three languages.
 */
import type { ContactDetails } from './api'
import { defaultPhonePrefix, emailPattern, guestFieldMaxLength, phonePrefixes, requiredContactFields, type PhonePrefix } from './fieldLimits'

export { defaultPhonePrefix, phonePrefixes, type PhonePrefix }

/** '+358' for 'FIN|358'. */
export const dialCodeOf = (prefix: PhonePrefix) => `+${prefix.split('|')[1]}`

/**
 * What the visitor must accept before ordering
 * (docs/validation.md#guest-form-and-checkout). The guest form's own rule asks for at
 * least one checked box; with two named acceptances both are needed, which satisfies it too.
 */
export const guestTerms = ['cancellationPolicy', 'privacy'] as const
export type GuestTerm = (typeof guestTerms)[number]

/** The order's `termsAccepted`: true only when every acceptance is checked. */
export const allTermsAccepted = (terms: readonly GuestTerm[]) => guestTerms.every((term) => terms.includes(term))

export type GuestFormValues = {
  firstName: string
  lastName: string
  mobilePrefix: PhonePrefix
  mobileNumber: string
  email: string
  streetAddress: string
  zipCode: string
  city: string
  /** docs/content-model.md#order additional information: a note for the resort (arriving late, allergies …). */
  additionalInformation: string
  terms: GuestTerm[]
  marketingEmail: boolean
  register: boolean
}

export type GuestField = keyof GuestFormValues

/** The generic form messages of docs/validation.md#form-messages that these rules use, plus the acceptance message. */
export type GuestFormMessage = 'required' | 'email' | 'phone' | 'number' | 'maxLength' | 'terms'
export type GuestFieldError = { key: GuestFormMessage; max?: number }
export type GuestFormErrors = Partial<Record<GuestField, GuestFieldError>>

export const emptyGuestForm: GuestFormValues = {
  firstName: '',
  lastName: '',
  mobilePrefix: defaultPhonePrefix,
  mobileNumber: '',
  email: '',
  streetAddress: '',
  zipCode: '',
  city: '',
  additionalInformation: '',
  terms: [],
  marketingEmail: false,
  register: false,
}

/** The fields of step 1 (order information); the acceptances belong to step 2. */
export const contactFields = [
  'firstName',
  'lastName',
  'mobileNumber',
  'email',
  'streetAddress',
  'zipCode',
  'city',
  'additionalInformation',
] as const satisfies readonly GuestField[]

export { emailPattern, guestFieldMaxLength, requiredContactFields }
const knownDialDigits = phonePrefixes.map((p) => p.split('|')[1])

/**
 * The subscriber digits of a number as typed: separators dropped, one trunk zero dropped
 * ('040 123 4567' -> '401234567'). A number typed with one of the offered country codes ('+46 …',
 * '0046 …') keeps that country: `dialDigits` then names it. Anything else gives null.
 */
export function parseMobileNumber(typed: string): { dialDigits: string | null; digits: string } | null {
  const compact = typed.replace(/[\s\-().]/g, '')
  const international = /^(?:\+|00)(\d+)$/.exec(compact)
  let dialDigits: string | null = null
  let rest = compact
  if (international) {
    dialDigits = knownDialDigits.find((d) => international[1].startsWith(d)) ?? null
    if (!dialDigits) return null
    rest = international[1].slice(dialDigits.length)
  }
  const digits = rest.replace(/^0/, '')
  return /^\d{5,12}$/.test(digits) ? { dialDigits, digits } : null
}

/** docs/api.md#cart-and-orders `phoneNumber`: the prefix's digits and the number, '+358401234567'. */
export function fullPhoneNumber(prefix: PhonePrefix, typed: string): string {
  const parsed = parseMobileNumber(typed)
  if (!parsed) return typed.trim()
  return `+${parsed.dialDigits ?? prefix.split('|')[1]}${parsed.digits}`
}

/** docs/content-model.md#checkout-customer-data: a stored '+358…' gives FIN|358, '+47…' NO|47, '+46…' SE|46; other numbers keep the default. */
export function splitPhoneNumber(phone: string): { prefix: PhonePrefix; number: string } {
  const parsed = parseMobileNumber(phone)
  const prefix = phonePrefixes.find((p) => parsed?.dialDigits && p.endsWith(`|${parsed.dialDigits}`))
  if (parsed && prefix) return { prefix, number: parsed.digits }
  return { prefix: defaultPhonePrefix, number: phone.trim() }
}

/**
 * docs/accounts.md#profile-and-checkout-agree: whether a form marks the field required (an
 * asterisk); the same list the rules enforce.
 */
export const isRequiredContactField = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'zip' | 'city') =>
  (requiredContactFields as readonly string[]).includes(field)

type Check = (value: string) => GuestFieldError | undefined
const tooLong = (text: string, max: number): GuestFieldError | undefined => (text.length > max ? { key: 'maxLength', max } : undefined)
const requiredText =
  (max: number): Check =>
  (value) => {
    const text = value.trim()
    return text === '' ? { key: 'required' } : tooLong(text, max)
  }
const optionalText =
  (max: number): Check =>
  (value) =>
    tooLong(value.trim(), max)

/** Each field's checks in the order the zod schema makes them; the first that fails answers. */
const checks: Record<Exclude<GuestField, 'terms' | 'marketingEmail' | 'register' | 'mobilePrefix'>, Check> = {
  firstName: requiredText(guestFieldMaxLength.name),
  lastName: requiredText(guestFieldMaxLength.name),
  mobileNumber: (value) => (parseMobileNumber(value) === null ? { key: 'phone' } : undefined),
  email: (value) => {
    const text = value.trim()
    if (text === '') return { key: 'email' }
    return tooLong(text, guestFieldMaxLength.email) ?? (emailPattern.test(text) ? undefined : { key: 'email' })
  },
  streetAddress: optionalText(guestFieldMaxLength.streetAddress),
  zipCode: (value) => optionalText(guestFieldMaxLength.zipCode)(value) ?? (/^\d*$/.test(value.trim()) ? undefined : { key: 'number' }),
  city: optionalText(guestFieldMaxLength.city),
  additionalInformation: optionalText(guestFieldMaxLength.additionalInformation),
}

/** The first problem of each field, as a message key (with the limit for `maxLength`). */
export function guestFormErrors(values: GuestFormValues, fields: readonly GuestField[] = Object.keys(emptyGuestForm) as GuestField[]): GuestFormErrors {
  const errors: GuestFormErrors = {}
  for (const field of fields) {
    if (field === 'terms') {
      if (!allTermsAccepted(values.terms)) errors.terms = { key: 'terms' }
    } else if (field === 'mobilePrefix') {
      // The select offers only these; anything else is a tampered form.
      if (!phonePrefixes.includes(values.mobilePrefix)) errors.mobilePrefix = { key: 'phone' }
    } else if (field !== 'marketingEmail' && field !== 'register') {
      const error = checks[field](values[field])
      if (error) errors[field] = error
    }
  }
  return errors
}

/** A phone number as an account stores it: '' when none was typed, else the full number with the default prefix. */
export const storedPhone = (typed: string) => (typed.trim() === '' ? '' : fullPhoneNumber(defaultPhonePrefix, typed))

/** The submit body's contact details (docs/api.md#cart-and-orders) from a valid form. */
export function toContactDetails(values: GuestFormValues): ContactDetails {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: fullPhoneNumber(values.mobilePrefix, values.mobileNumber),
    address: values.streetAddress.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
  }
}

export { customerDataKey, fromCustomerData, toCustomerData, type CustomerData } from './customerData'

/**
 * docs/content-model.md#checkout-customer-data plus the
 * profile address: what a signed-in customer brings to the form (the accounts issue supplies it).
 */
export type CustomerPrefill = { firstName?: string; lastName?: string; email?: string; phoneNumber?: string; address?: string; zip?: string; city?: string }

export function fromPrefill(prefill: CustomerPrefill): Partial<GuestFormValues> {
  const phone = prefill.phoneNumber ? splitPhoneNumber(prefill.phoneNumber) : null
  const values: Partial<GuestFormValues> = {
    firstName: prefill.firstName,
    lastName: prefill.lastName,
    email: prefill.email,
    mobilePrefix: phone?.prefix,
    mobileNumber: phone?.number,
    streetAddress: prefill.address,
    zipCode: prefill.zip,
    city: prefill.city,
  }
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as Partial<GuestFormValues>
}
