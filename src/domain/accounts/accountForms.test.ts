import { describe, expect, it } from 'vitest'
import {
  emailResetSchema,
  emptyEmailResetForm,
  emptyLoginForm,
  emptyProfileForm,
  emptyRegistrationForm,
  formErrors,
  loginSchema,
  passwordChangeSchema,
  passwordProblem,
  storedPhone,
  passwordResetSchema,
  profileSchema,
  registrationSchema,
  type PasswordResetFormValues,
  type ProfileFormValues,
  type RegistrationFormValues,
} from './accountForms'
import { contactFields, emptyGuestForm, guestFormErrors } from '../checkout/guestForm'

const strong = 'Kuusi.rinne7'

const registration: RegistrationFormValues = { email: 'aino@example.fi', password: strong, confirmPassword: strong, optInNewsletter: true, friends: false }

describe('registration form (docs/validation.md#account-forms)', () => {
  it('accepts an e-mail, a matching password of 6–36 characters and the two opt-ins', () => {
    expect(formErrors(registrationSchema, registration)).toEqual({})
    expect(registrationSchema.parse({ ...registration, email: '  aino@example.fi ' }).email).toBe('aino@example.fi')
  })

  it('asks for every field of an empty form', () => {
    expect(formErrors(registrationSchema, emptyRegistrationForm)).toEqual({
      email: { key: 'email' },
      password: { key: 'required' },
      confirmPassword: { key: 'required' },
    })
  })

  it('refuses an address that is not one', () => {
    expect(formErrors(registrationSchema, { ...registration, email: 'aino@example' })).toEqual({ email: { key: 'email' } })
  })

  it('bounds the password to 6–36 characters, naming the limit', () => {
    expect(formErrors(registrationSchema, { ...registration, password: 'Ab1.x', confirmPassword: 'Ab1.x' })).toEqual({ password: { key: 'minLength', min: 6 } })
    const long = `Ab1.${'x'.repeat(33)}`
    expect(formErrors(registrationSchema, { ...registration, password: long, confirmPassword: long })).toEqual({
      password: { key: 'maxLength', max: 36 },
      confirmPassword: { key: 'maxLength', max: 36 },
    })
    const longest = `Ab1.${'x'.repeat(32)}`
    expect(formErrors(registrationSchema, { ...registration, password: longest, confirmPassword: longest })).toEqual({})
  })

  it('says the confirmation does not match, even while another field is wrong', () => {
    expect(formErrors(registrationSchema, { ...registration, confirmPassword: 'Kuusi.rinne8' })).toEqual({ confirmPassword: { key: 'matches' } })
    expect(formErrors(registrationSchema, { ...registration, email: '', confirmPassword: 'Kuusi.rinne8' })).toEqual({
      email: { key: 'email' },
      confirmPassword: { key: 'matches' },
    })
  })

  it('applies the password pattern to the new password', () => {
    expect(formErrors(registrationSchema, { ...registration, password: 'Kuusi rinne7', confirmPassword: 'Kuusi rinne7' })).toEqual({
      password: { key: 'forbiddenSymbols' },
    })
    expect(formErrors(registrationSchema, { ...registration, password: 'kuusirinne', confirmPassword: 'kuusirinne' })).toEqual({
      password: { key: 'passwordPattern' },
    })
  })

  it('answers message keys, not zod texts, for a hand-made request', () => {
    expect(formErrors(registrationSchema, { email: 'aino@example.fi', password: 123456, optInNewsletter: 'yes', friends: false })).toEqual({
      password: { key: 'equals' },
      confirmPassword: { key: 'required' },
      optInNewsletter: { key: 'equals' },
    })
    expect(formErrors(registrationSchema, null)).toEqual({
      email: { key: 'required' },
      password: { key: 'required' },
      confirmPassword: { key: 'required' },
      optInNewsletter: { key: 'required' },
      friends: { key: 'required' },
    })
  })

  it('reports only the fields asked for', () => {
    expect(formErrors(registrationSchema, emptyRegistrationForm, ['email'])).toEqual({ email: { key: 'email' } })
  })
})

describe('password pattern (docs/validation.md#passwords, the stricter Finnish rule in every language)', () => {
  it('accepts digits, both cases and the listed symbols when each kind is present', () => {
    for (const symbol of '.!@#$%^&*)/\\(+=_-') expect(passwordProblem(`Kuusi${symbol}7`), symbol).toBeNull()
  })

  it('refuses any other character as a forbidden symbol', () => {
    for (const password of ['Kuusi rinne.7', 'Kuusirinne.7ä', 'Kuusi,rinne7', 'Kuusi"rinne7', 'Kuusi.rinne7€'])
      expect(passwordProblem(password), password).toBe('forbiddenSymbols')
  })

  it('requires a digit, a lowercase letter, an uppercase letter and a symbol', () => {
    expect(passwordProblem('Kuusi.rinne')).toBe('passwordPattern')
    expect(passwordProblem('kuusi.rinne7')).toBe('passwordPattern')
    expect(passwordProblem('KUUSI.RINNE7')).toBe('passwordPattern')
    expect(passwordProblem('Kuusirinne7')).toBe('passwordPattern')
  })
})

describe('login form (docs/validation.md#account-forms)', () => {
  it('accepts an e-mail and a password of at least 6 characters without the pattern', () => {
    expect(formErrors(loginSchema, { email: 'aino@example.fi', password: 'salasana' })).toEqual({})
  })

  it('asks for both fields and a password of 6 characters', () => {
    expect(formErrors(loginSchema, emptyLoginForm)).toEqual({ email: { key: 'email' }, password: { key: 'required' } })
    expect(formErrors(loginSchema, { email: 'aino@example.fi', password: 'abc' })).toEqual({ password: { key: 'minLength', min: 6 } })
  })
})

describe('e-mail reset form (docs/validation.md#account-forms)', () => {
  it('needs a valid address', () => {
    expect(formErrors(emailResetSchema, { email: 'aino@example.fi' })).toEqual({})
    expect(formErrors(emailResetSchema, emptyEmailResetForm)).toEqual({ email: { key: 'email' } })
    expect(formErrors(emailResetSchema, { email: 'aino example.fi' })).toEqual({ email: { key: 'email' } })
  })
})

describe('password reset form (docs/validation.md#passwords)', () => {
  const reset: PasswordResetFormValues = { newPassword: strong, confirmPassword: strong, service: 'gcp', token: 'abc123' }

  it('accepts a matching new password with either reset service and a token', () => {
    expect(formErrors(passwordResetSchema, reset)).toEqual({})
    expect(formErrors(passwordResetSchema, { ...reset, service: 'legacy' })).toEqual({})
  })

  it('checks length, pattern and confirmation of the new password', () => {
    expect(formErrors(passwordResetSchema, { ...reset, newPassword: 'Ab1.', confirmPassword: 'Ab1.' })).toEqual({ newPassword: { key: 'minLength', min: 6 } })
    expect(formErrors(passwordResetSchema, { ...reset, newPassword: 'kuusirinne', confirmPassword: 'kuusirinne' })).toEqual({
      newPassword: { key: 'passwordPattern' },
    })
    expect(formErrors(passwordResetSchema, { ...reset, confirmPassword: `${strong}x` })).toEqual({ confirmPassword: { key: 'matches' } })
  })

  it('refuses an unknown service and a missing token', () => {
    expect(formErrors(passwordResetSchema, { ...reset, service: 'other', token: ' ' })).toEqual({ service: { key: 'equals' }, token: { key: 'required' } })
  })
})

describe('profile form (docs/validation.md#account-forms)', () => {
  const profile: ProfileFormValues = {
    firstName: 'Aino',
    lastName: 'Virtanen',
    email: 'aino@example.fi',
    phone: '+358 40 123 4567',
    address: 'Rinnetie 1',
    zip: '00100',
    city: 'Helsinki',
  }

  it('accepts a complete profile', () => {
    expect(formErrors(profileSchema, profile)).toEqual({})
  })

  it('asks for what checkout asks of an empty profile, with the message that fits it; the postal address is optional', () => {
    expect(formErrors(profileSchema, emptyProfileForm)).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'email' },
      phone: { key: 'phone' },
    })
    expect(formErrors(profileSchema, { ...profile, address: '', zip: '', city: '' })).toEqual({})
  })

  it('requires the same contact fields as the checkout form', () => {
    const checkoutErrors = Object.keys(guestFormErrors(emptyGuestForm, contactFields))
    const asProfile = { firstName: 'firstName', lastName: 'lastName', email: 'email', mobileNumber: 'phone' } as Record<string, string>
    expect(checkoutErrors.map((field) => asProfile[field]).sort()).toEqual(Object.keys(formErrors(profileSchema, emptyProfileForm)).sort())
  })

  it('checks the phone number, the e-mail and a numeric postal code', () => {
    expect(formErrors(profileSchema, { ...profile, phone: '040-abc', email: 'aino@', zip: '00A00' })).toEqual({
      phone: { key: 'phone' },
      email: { key: 'email' },
      zip: { key: 'number' },
    })
  })

  it('names the limit of a field that is too long', () => {
    expect(formErrors(profileSchema, { ...profile, city: 'x'.repeat(101) })).toEqual({ city: { key: 'maxLength', max: 100 } })
  })
})

describe('phone at registration (docs/messages.md#accounts 5001/5002)', () => {
  it('is optional, and checked when given', () => {
    expect(formErrors(registrationSchema, { ...registration, phone: '' })).toEqual({})
    expect(formErrors(registrationSchema, { ...registration, phone: '040 123 4567' })).toEqual({})
    expect(formErrors(registrationSchema, { ...registration, phone: 'soita' })).toEqual({ phone: { key: 'phone' } })
  })

  it('is stored in one international form, so the same number typed two ways conflicts', () => {
    expect(storedPhone('040 123 4567')).toBe('+358401234567')
    expect(storedPhone('+358 40 123 4567')).toBe('+358401234567')
    expect(storedPhone('+46 70 123 4567')).toBe('+46701234567')
    expect(storedPhone('  ')).toBe('')
  })
})

describe('password change form', () => {
  const change = { currentPassword: 'old', newPassword: strong, confirmPassword: strong }

  it('needs the current password and a new one that follows the rules, twice', () => {
    expect(formErrors(passwordChangeSchema, change)).toEqual({})
    expect(formErrors(passwordChangeSchema, { ...change, currentPassword: '' })).toEqual({ currentPassword: { key: 'required' } })
    expect(formErrors(passwordChangeSchema, { ...change, newPassword: 'kuusirinne', confirmPassword: 'kuusirinne' })).toEqual({
      newPassword: { key: 'passwordPattern' },
    })
    expect(formErrors(passwordChangeSchema, { ...change, confirmPassword: 'Kuusi.rinne8' })).toEqual({ confirmPassword: { key: 'matches' } })
  })
})
