/**
 * The guest checkout form (docs/content-model.md#guest-checkout-form, docs/validation.md#guest-form-and-checkout) and the
 * customer data kept in browser storage (docs/content-model.md#checkout-customer-data). Rules answer message
 * keys, never texts: the form translates them, so one rule serves all three languages.
 */
import { z } from 'zod'
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

const text = (max: number) => z.string().trim().max(max, 'maxLength')
/** The rules every contact form shares (checkout, accounts, the owner's reservation). */
export const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'maxLength')
export const emailField = z.string().trim().min(1, 'email').max(guestFieldMaxLength.email, 'maxLength').regex(emailPattern, 'email')
export const mobileField = z.string().refine((v) => parseMobileNumber(v) !== null, 'phone')

/**
 * docs/accounts.md#profile-and-checkout-agree: the contact details that checkout and the profile both
 * ask, with one rule each, so the two never disagree on what is required. The name, the e-mail and a
 * mobile number are required; the postal address is optional (a postcode, when given, is digits).
 */
export const contactRules = {
  firstName: requiredText(guestFieldMaxLength.name),
  lastName: requiredText(guestFieldMaxLength.name),
  email: emailField,
  phone: mobileField,
  address: text(guestFieldMaxLength.streetAddress),
  zip: text(guestFieldMaxLength.zipCode).regex(/^\d*$/, 'number'),
  city: text(guestFieldMaxLength.city),
}
export type ContactRuleField = keyof typeof contactRules

/** Whether a form marks the field required (an asterisk): the same list the rules above enforce. */
export const isRequiredContactField = (field: ContactRuleField) => (requiredContactFields as readonly string[]).includes(field)

export const guestFormSchema = z.object({
  firstName: contactRules.firstName,
  lastName: contactRules.lastName,
  mobilePrefix: z.enum(phonePrefixes),
  mobileNumber: contactRules.phone,
  email: contactRules.email,
  streetAddress: contactRules.address,
  zipCode: contactRules.zip,
  city: contactRules.city,
  additionalInformation: text(guestFieldMaxLength.additionalInformation),
  terms: z.array(z.enum(guestTerms)).refine(allTermsAccepted, 'terms'),
  marketingEmail: z.boolean(),
  register: z.boolean(),
})

/** The first problem of each field, as a message key (with the limit for `maxLength`). */
export function guestFormErrors(values: GuestFormValues, fields: readonly GuestField[] = Object.keys(emptyGuestForm) as GuestField[]): GuestFormErrors {
  const result = guestFormSchema.safeParse(values)
  if (result.success) return {}
  const errors: GuestFormErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as GuestField
    if (!fields.includes(field) || errors[field]) continue
    const key = issue.message as GuestFormMessage
    errors[field] = key === 'maxLength' && issue.code === 'too_big' ? { key, max: Number(issue.maximum) } : { key }
  }
  return errors
}

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
