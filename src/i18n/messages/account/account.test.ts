import { describe, expect, it } from 'vitest'
import { formInvalidMessage, formMessages, passwordSymbols } from '@/domain/accounts/accountForms'
import { registrationErrorCodes } from '@/domain/accounts/registrationErrors'
import { catalogues } from '@/i18n/catalogues'

// The rules answer keys; a key without a text would show the raw key to the visitor.
describe('account messages', () => {
  for (const [locale, { account, form }] of Object.entries(catalogues)) {
    it(`${locale} has a text for every key the form rules answer, shared or the account form's own`, () => {
      for (const key of [...formMessages, formInvalidMessage]) expect({ ...form, ...account.form }, key).toHaveProperty(key)
    })

    it(`${locale} has a text for every registration error, and a link text for the reset link`, () => {
      for (const key of [...Object.keys(registrationErrorCodes), 'failed', 'resetPasswordLink']) expect(account.registration, key).toHaveProperty(key)
    })

    it(`${locale} fills the limit into the length messages`, () => {
      expect(form.minLength).toContain('{min}')
      expect(form.maxLength).toContain('{max}')
    })

    it(`${locale} lists exactly the allowed password symbols`, () => {
      expect(account.form.passwordPattern.endsWith(passwordSymbols)).toBe(true)
    })
  }

  it('keeps the generic English texts of docs/validation.md#account-forms word for word', () => {
    const { form } = catalogues.en
    expect(form.required).toBe('This fields is required')
    expect(form.invalid).toBe('Please fill in all required fields')
    expect(form.minLength).toBe('Field must contain at least {min} characters')
    expect(form.maxLength).toBe('The maximum character limit {max} has been exceeded')
    expect(form.matches).toBe('Fields do not match')
    expect(form.forbiddenSymbols).toBe('Field contains forbidden symbols')
    expect(catalogues.en.account.notice.tooManyRoles).toBe('Too many user roles')
  })

  it('has one required-field message in every form of a language: account, checkout and gift card use the shared one', () => {
    for (const { account, checkout, shop } of Object.values(catalogues)) {
      for (const own of [account.form, checkout.form, shop.giftCard.error]) expect(own).not.toHaveProperty('required')
    }
  })
})
