import 'server-only'
/** Bodies of the customer calls that a schema guards; the rest (register, sign-in, profile) check their own forms. */
import { z } from 'zod'
import { newsletterSchema } from '@/domain/accounts/accountForms'

export const emailBody = z.object({ email: z.string().trim().min(1, 'email').max(254, 'maxLength') })
/** A typed code comes with the e-mail it was sent to; the mailed link's token comes alone. */
export const codeBody = z.object({ code: z.string().trim().min(1, 'required').max(64, 'maxLength'), email: emailBody.shape.email.optional() })

const password = z.string({ message: 'required' }).max(256, 'maxLength')
const token = z.string({ message: 'required' }).trim().min(1, 'required').max(128, 'maxLength')
export const resetV2Body = z.object({ code: token, password })
export const resetV1Body = z.object({ email: emailBody.shape.email, token, password })

const optional = (max: number) => z.string().trim().max(max, 'maxLength').default('')
export const passwordlessBody = newsletterSchema.extend({
  phone: optional(30),
  address: optional(200),
  zip: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'number')
    .default(''),
  city: optional(100),
})

export const tokenBody = z.object({ token })

/** Any JSON body, or null: for services that check the form themselves and answer its field errors. */
export const anyBody = z.unknown()
