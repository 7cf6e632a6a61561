/**
 * The newsletter form's rules for the browser (docs/forms.md#newsletter), without zod: the form sits
 * in every page's footer and must stay small. They are the server's rules (newsletterBody, built on
 * accountForms' newsletterSchema), which newsletterForm.test.ts holds them to; the answers are the
 * keys of the shared form messages, and `consent` for the missing consent.
 */
import { emailPattern, guestFieldMaxLength } from '../checkout/fieldLimits'

export type NewsletterValues = { firstName: string; lastName: string; email: string; company: boolean; consent: boolean }
export type NewsletterField = 'firstName' | 'lastName' | 'email' | 'consent'
export type NewsletterError = { key: 'required' | 'email' | 'maxLength' | 'consent'; max?: number }

export const emptyNewsletterValues: NewsletterValues = { firstName: '', lastName: '', email: '', company: false, consent: false }

function name(value: string): NewsletterError | undefined {
  const text = value.trim()
  if (text === '') return { key: 'required' }
  if (text.length > guestFieldMaxLength.name) return { key: 'maxLength', max: guestFieldMaxLength.name }
}

function email(value: string): NewsletterError | undefined {
  const text = value.trim()
  if (text.length > guestFieldMaxLength.email) return { key: 'maxLength', max: guestFieldMaxLength.email }
  if (!emailPattern.test(text)) return { key: 'email' }
}

/** Each field's problem; empty when the form may be sent. */
export function newsletterErrors(v: NewsletterValues): Partial<Record<NewsletterField, NewsletterError>> {
  const errors = {
    firstName: name(v.firstName),
    lastName: name(v.lastName),
    email: email(v.email),
    consent: v.consent ? undefined : { key: 'consent' as const },
  }
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined))
}
