'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { profileSchema, storedPhone, type ProfileFormValues } from '@/domain/accounts/accountForms'
import type { AccountView } from '@/domain/accounts/api'
import { isRequiredContactField } from '@/domain/checkout/guestFormRules'
import type { Locale } from '@/domain/locale'
import { TextField } from '@/components/checkout/TextField'
import { accountApi } from '../accountApi'
import { Notice, notice, type NoticeView } from '../Notice'
import { asCustomer, sessionStore } from '../sessionStore'
import { useAccountFieldError, useAccountForm } from '../useAccountForm'

const fields = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'email', autoComplete: 'email', type: 'email' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
  { field: 'address', autoComplete: 'street-address' },
  { field: 'zip', autoComplete: 'postal-code', inputMode: 'numeric' },
  { field: 'city', autoComplete: 'address-level2' },
] as const

const valuesOf = (u: AccountView): ProfileFormValues => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phone: u.phone,
  address: u.address,
  zip: u.zip,
  city: u.city,
})

/** Nothing to save when every field, as it would be stored, is what the account already has. */
function unchanged(values: ProfileFormValues, user: AccountView) {
  const saved = valuesOf(user)
  return (Object.keys(saved) as (keyof ProfileFormValues)[]).every((key) =>
    key === 'phone' ? storedPhone(values.phone) === saved.phone : values[key].trim() === saved[key],
  )
}

/** The profile fields, required as in checkout (docs/accounts.md#profile-and-checkout-agree), saved only when changed (docs/routes.md#account-pages). */
export function ProfileDetails({ user, idPrefix }: { user: AccountView; idPrefix: string }) {
  const t = useTranslations('account')
  const locale = useLocale() as Locale
  const errorText = useAccountFieldError()
  const form = useAccountForm(profileSchema, valuesOf(user))
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || !form.check()) return
    if (unchanged(form.values, user)) return setMessage(notice('info', t('profile.unchanged')))
    setBusy(true)
    setMessage(null)
    const answer = await asCustomer(locale, () => accountApi.saveUser(form.values, locale))
    setBusy(false)
    if (answer.ok) {
      sessionStore.signedIn(answer.value)
      form.reset(valuesOf(answer.value))
      return setMessage(notice('success', t('notice.saved')))
    }
    if (answer.error.status === 401) return setMessage(notice('error', t('notice.userNotFound')))
    if (!form.showServerErrors(answer.error)) setMessage(notice('error', t('notice.saveFailed')))
  }

  return (
    <form noValidate onSubmit={submit} className="account-form account-form--profile" aria-busy={busy} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>{t('profile.detailsTitle')}</h2>
      <Notice notice={message} />
      <div className="account-form__grid">
        {fields.map((f) => (
          <TextField
            key={f.field}
            id={`${idPrefix}-${f.field}`}
            label={t(`profile.${f.field}`)}
            type={'type' in f ? f.type : 'text'}
            autoComplete={f.autoComplete}
            inputMode={'inputMode' in f ? f.inputMode : undefined}
            required={f.field !== 'email' && isRequiredContactField(f.field)}
            hint={f.field === 'email' ? t('profile.emailHint') : undefined}
            readOnly={f.field === 'email'}
            value={form.values[f.field]}
            error={errorText(form.errors[f.field])}
            onChange={(value) => form.set({ [f.field]: value })}
            onBlur={() => form.touch(f.field)}
          />
        ))}
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  )
}
