/**
 * The accessibility feedback form (docs/forms.md#accessibility-feedback): name, e-mail and the
 * feedback. The same rule runs in the browser and in the endpoint, and answers the message keys of
 * the generic form messages (docs/validation.md#form-messages).
 */
import { z } from 'zod'
import { emailField, guestFieldMaxLength, requiredText } from '../checkout/guestForm'

/** A few words at least, so an empty or accidental send is refused; a long report still fits. */
export const feedbackLength = { min: 10, max: 5000 } as const

export const feedbackSchema = z.object({
  name: requiredText(guestFieldMaxLength.name),
  email: emailField,
  feedback: z.string().trim().min(1, 'required').min(feedbackLength.min, 'minLength').max(feedbackLength.max, 'maxLength'),
})

export type FeedbackFormValues = z.input<typeof feedbackSchema>
export const emptyFeedbackForm: FeedbackFormValues = { name: '', email: '', feedback: '' }

/**
 * The body's field that people never see and never fill (the honeypot): a value in it means a
 * program filled every field it found.
 */
export const honeypotField = 'website'
