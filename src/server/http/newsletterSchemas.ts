import 'server-only'
/** Bodies and queries of the newsletter calls (docs/api.md#newsletter). */
import { z } from 'zod'
import { newsletterSchema } from '@/domain/accounts/accountForms'

/**
 * The spec's first name, last name and e-mail, and ours: the company newsletter, the consent the
 * form's box gives (required: no subscription without it) and where the form was (checkout's box,
 * else a newsletter form).
 */
export const newsletterBody = newsletterSchema.extend({
  company: z.boolean('equals').default(false),
  consent: z.literal(true, 'required'),
  source: z.enum(['newsletter', 'checkout'], 'equals').default('newsletter'),
})

/** The unsubscribe link's address and token. */
export const unsubscribeQuery = z.object({
  email: z.string('required').trim().min(1, 'required').max(254, 'maxLength'),
  token: z.string('required').trim().min(1, 'required').max(128, 'maxLength'),
})
