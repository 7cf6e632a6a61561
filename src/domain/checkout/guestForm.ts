/**
 * The guest checkout form's zod rules, which the server validates with, and which accounts, the
 * owner's reservation and the feedback form share (docs/validation.md#guest-form-and-checkout). Everything
 * else about the form (values, phone numbers, storage, the browser's hand-written checks) is in
 * guestFormRules.ts, re-exported here, so client code can have it without zod.
 */
import { z } from 'zod'
import { guestFieldMaxLength, emailPattern } from './fieldLimits'
import { allTermsAccepted, guestTerms, parseMobileNumber, phonePrefixes } from './guestFormRules'

export * from './guestFormRules'

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
