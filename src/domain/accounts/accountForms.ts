/**
 * The customer account forms (docs/content-model.md#account-forms registration, login, e-mail reset, password reset and user
 * profile; docs/validation.md#form-messages their rules and the generic form messages). As with the guest checkout form, the
 * rules answer message keys of the `account.form` messages, never texts: one rule serves the server
 * and the form in all three languages.
 */
import { z } from 'zod'
import { contactRules, emailField, guestFieldMaxLength, parseMobileNumber, requiredText, storedPhone } from '../checkout/guestForm'

/**
 * The generic form messages of docs/validation.md#form-messages these rules use, plus the password pattern. `equals`
 * ('Field has an invalid value') answers a value no form control can produce (a tampered request).
 */
export const formMessages = [
  'required',
  'email',
  'phone',
  'number',
  'minLength',
  'maxLength',
  'matches',
  'equals',
  'forbiddenSymbols',
  'passwordPattern',
  'minValue',
  'maxValue',
  'roundTo',
  'maxDecimals',
] as const
export type FormMessage = (typeof formMessages)[number]

/** The key of the summary above a form that has errors: 'Please fill in all required fields'. */
export const formInvalidMessage = 'invalid'

/** One field's first problem; `min`/`max`/`step` fill the N of the length, value and rounding messages. */
export type FieldError = { key: FormMessage; min?: number; max?: number; step?: number }
export type FormErrors<F extends string> = Partial<Record<F, FieldError>>

type FieldOf<S extends z.ZodType> = Extract<keyof z.input<S>, string>

const isFormMessage = (message: string): message is FormMessage => (formMessages as readonly string[]).includes(message)

/**
 * The first problem of each field of `values` under `schema`, as a message key. `fields` limits the
 * answer to the fields a form step shows. A field missing or of the wrong type (only a hand-made
 * request does that) answers `required` or `equals` instead of zod's English text. An empty answer
 * means the values are valid.
 */
export function formErrors<S extends z.ZodType<Record<string, unknown>>>(schema: S, values: unknown, fields?: readonly FieldOf<S>[]): FormErrors<FieldOf<S>> {
  // A body that is not an object (an array included) is read as one with no fields, so it never passes as error-free.
  const given = (values !== null && typeof values === 'object' && !Array.isArray(values) ? values : {}) as Record<string, unknown>
  const result = schema.safeParse(given)
  if (result.success) return {}
  const errors: FormErrors<FieldOf<S>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldOf<S> | undefined
    if (field === undefined || (fields && !fields.includes(field)) || errors[field]) continue
    if (isFormMessage(issue.message)) {
      const key = issue.message
      errors[field] =
        (key === 'minLength' || key === 'minValue') && issue.code === 'too_small'
          ? { key, min: Number(issue.minimum) }
          : (key === 'maxLength' || key === 'maxValue') && issue.code === 'too_big'
            ? { key, max: Number(issue.maximum) }
            : key === 'roundTo' && issue.code === 'not_multiple_of'
              ? { key, step: Number(issue.divisor) }
              : { key }
    } else {
      errors[field] = { key: given[field] === undefined || given[field] === null ? 'required' : 'equals' }
    }
  }
  return errors
}

// The same address rule as the guest checkout form, so an address accepted there is accepted here.

/** docs/validation.md#passwords, docs/limits.md#forms: password length 6 to 36. */
export const passwordLength = { min: 6, max: 36 } as const

/** The symbols allowed in a password (docs/validation.md#passwords), as the texts show them. */
export const passwordSymbols = '.!@#$%^&*)/\\(+=_-'

const allowedPasswordCharacters = /^[0-9a-zA-Z.!@#$%^&*)/\\(+=_-]*$/
const passwordSymbol = /[.!@#$%^&*)/\\(+=_-]/

/**
 * docs/validation.md#passwords: the Finnish wording requires a digit, a lowercase letter, an uppercase
 * letter and a symbol; the English and Swedish ones only allow them. We apply the stricter rule in
 * every language (a password must not be accepted in one language and refused in another), and the
 * three texts of `passwordPattern` say the same. Letters are a–z and A–Z only: å, ä, ö and spaces
 * are forbidden symbols. Answers the message key of the first problem.
 */
export function passwordProblem(password: string): 'forbiddenSymbols' | 'passwordPattern' | null {
  if (!allowedPasswordCharacters.test(password)) return 'forbiddenSymbols'
  const hasAll = /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password) && passwordSymbol.test(password)
  return hasAll ? null : 'passwordPattern'
}

const email = emailField

/** A new password: non-empty, 6–36, only the allowed characters, one of each kind. */
const newPassword = z
  .string()
  .min(1, 'required')
  .min(passwordLength.min, 'minLength')
  .max(passwordLength.max, 'maxLength')
  .refine((v) => !v || passwordProblem(v) !== 'forbiddenSymbols', 'forbiddenSymbols')
  .refine((v) => !v || passwordProblem(v) !== 'passwordPattern', 'passwordPattern')

const confirmPassword = z.string().min(1, 'required').max(passwordLength.max, 'maxLength')

/**
 * The refinement params of 'Fields do not match' on `confirm`. `when` lets the check run while other
 * fields still have problems, so every error shows at once; it skips values that are not strings.
 */
function mismatchOn(password: string, confirm: string) {
  return {
    path: [confirm],
    message: 'matches',
    when: ({ value }: { value: unknown }) => {
      const v = value as Record<string, unknown> | null
      return typeof v?.[password] === 'string' && typeof v?.[confirm] === 'string'
    },
  }
}

/**
 * A phone number as accounts store it and compare it: international form ('+358401234567'), so
 * '040 123 4567' and '+358 40 1234567' are the same number. Empty stays empty.
 */
export { storedPhone }

/**
 * docs/content-model.md#account-forms; the two checkbox lists are single opt-ins here. The optional phone is
 * ours: it is what lets registration answer the phone conflicts of docs/messages.md#accounts (5001, 5002).
 */
export const registrationSchema = z
  .object({
    email,
    phone: z
      .string()
      .trim()
      .max(30, 'maxLength')
      .refine((v) => v === '' || parseMobileNumber(v) !== null, 'phone')
      .default(''),
    password: newPassword,
    confirmPassword,
    optInNewsletter: z.boolean(),
    /** The loyalty programme. */
    friends: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, mismatchOn('password', 'confirmPassword'))

export type RegistrationFormValues = z.input<typeof registrationSchema>
export const emptyRegistrationForm: RegistrationFormValues = { email: '', phone: '', password: '', confirmPassword: '', optInNewsletter: false, friends: false }

/**
 * docs/content-model.md, docs/validation.md#login: the password only needs its minimum length, since the pattern only binds new
 * passwords. The upper bound is ours: no password we issue is longer, and it keeps the server from
 * hashing a megabyte sent as a password.
 */
export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'required').min(passwordLength.min, 'minLength').max(256, 'maxLength'),
})

export type LoginFormValues = z.input<typeof loginSchema>
export const emptyLoginForm: LoginFormValues = { email: '', password: '' }

/** docs/content-model.md#account-forms: step 1 of the forgotten-password flow. */
export const emailResetSchema = z.object({ email })

export type EmailResetFormValues = z.input<typeof emailResetSchema>
export const emptyEmailResetForm: EmailResetFormValues = { email: '' }

/** docs/content-model.md#account-forms: the two services whose links arrive at step 3 (docs/api.md#accounts). */
export const resetServices = ['gcp', 'legacy'] as const
export type ResetService = (typeof resetServices)[number]

export const passwordResetSchema = z
  .object({
    newPassword,
    confirmPassword,
    service: z.enum(resetServices, 'equals'),
    token: z.string().trim().min(1, 'required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, mismatchOn('newPassword', 'confirmPassword'))

export type PasswordResetFormValues = z.input<typeof passwordResetSchema>

/** Changing the password from the profile: the current one, then a new one twice (docs/routes.md#account-pages). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'required').max(256, 'maxLength'),
    newPassword,
    confirmPassword,
  })
  .refine((v) => v.newPassword === v.confirmPassword, mismatchOn('newPassword', 'confirmPassword'))

export type PasswordChangeFormValues = z.input<typeof passwordChangeSchema>
export const emptyPasswordChangeForm: PasswordChangeFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** The profile's fields, with checkout's rules (docs/accounts.md#profile-and-checkout-agree): the same fields are required in both. */
export const profileSchema = z.object(contactRules)

export type ProfileFormValues = z.input<typeof profileSchema>
export const emptyProfileForm: ProfileFormValues = { firstName: '', lastName: '', email: '', phone: '', address: '', zip: '', city: '' }

/**
 * The newsletter's person (docs/content-model.md#newsletter: first and last name, e-mail), as the server checks it;
 * the browser form checks the same rules without zod (src/domain/newsletter/newsletterForm.ts).
 */
export const newsletterSchema = z.object({
  firstName: requiredText(guestFieldMaxLength.name),
  lastName: requiredText(guestFieldMaxLength.name),
  email,
})
