/** docs/validation.md#gift-card: recipient e-mail twice, message at most 150 characters, terms. */
import { giftCardMessageMaxLength } from '@/domain/cart/giftCards'

export type Recipient = { name: string; email: string; confirmEmail: string; message: string; terms: boolean }
export type RecipientField = 'name' | 'email' | 'confirmEmail' | 'message' | 'terms'
export type RecipientError = 'required' | 'email' | 'mismatch' | 'tooLong' | 'terms'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Characters as a person counts them (an emoji is one). */
export const messageLength = (message: string) => [...message].length

export function recipientErrors(r: Recipient): Partial<Record<RecipientField, RecipientError>> {
  const errors: Partial<Record<RecipientField, RecipientError>> = {}
  if (r.name.trim() === '') errors.name = 'required'
  if (r.email.trim() === '') errors.email = 'required'
  else if (!emailPattern.test(r.email.trim())) errors.email = 'email'
  if (r.confirmEmail.trim() === '') errors.confirmEmail = 'required'
  else if (r.confirmEmail.trim().toLowerCase() !== r.email.trim().toLowerCase()) errors.confirmEmail = 'mismatch'
  if (messageLength(r.message) > giftCardMessageMaxLength) errors.message = 'tooLong'
  if (!r.terms) errors.terms = 'terms'
  return errors
}

/** What still keeps "Add to cart" disabled, in the form's order: the keys of `shop.giftCard.missing`. */
export type GiftCardMissing = 'value' | 'name' | 'email' | 'emailValid' | 'confirmEmail' | 'mismatch' | 'message' | 'terms'

export function missingForGiftCard(hasValue: boolean, errors: Partial<Record<RecipientField, RecipientError>>): GiftCardMissing[] {
  const missing: GiftCardMissing[] = hasValue ? [] : ['value']
  if (errors.name) missing.push('name')
  if (errors.email) missing.push(errors.email === 'email' ? 'emailValid' : 'email')
  if (errors.confirmEmail) missing.push(errors.confirmEmail === 'mismatch' ? 'mismatch' : 'confirmEmail')
  if (errors.message) missing.push('message')
  if (errors.terms) missing.push('terms')
  return missing
}
