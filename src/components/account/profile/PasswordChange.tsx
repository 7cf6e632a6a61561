'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { emptyPasswordChangeForm, passwordChangeSchema } from '@/domain/accounts/accountForms'
import type { Locale } from '@/domain/locale'
import { TextField } from '@/components/checkout/TextField'
import { accountApi } from '../accountApi'
import { Notice, notice, type NoticeView } from '../Notice'
import { asCustomer } from '../sessionStore'
import { useAccountFieldError, useAccountForm } from '../useAccountForm'

const fields = [
  { field: 'currentPassword', autoComplete: 'current-password' },
  { field: 'newPassword', autoComplete: 'new-password' },
  { field: 'confirmPassword', autoComplete: 'new-password' },
] as const

/** Password change (docs/routes.md#account-pages): every other sign-in of the account ends with it. */
export function PasswordChange({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('account')
  const locale = useLocale() as Locale
  const errorText = useAccountFieldError()
  const form = useAccountForm(passwordChangeSchema, emptyPasswordChangeForm)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || !form.check()) return
    setBusy(true)
    setMessage(null)
    const answer = await asCustomer(locale, () => accountApi.changePassword(form.values, locale))
    setBusy(false)
    if (answer.ok) {
      form.reset(emptyPasswordChangeForm)
      return setMessage(notice('success', t('notice.passwordUpdated')))
    }
    if (answer.error.status === 429) return setMessage(notice('error', t('notice.tooManyAttempts')))
    if (!form.showServerErrors(answer.error)) setMessage(notice('error', t('notice.passwordChangeFailed')))
  }

  return (
    <form noValidate onSubmit={submit} className="account-form" aria-busy={busy} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>{t('profile.passwordTitle')}</h2>
      <p className="field__hint">{t('profile.passwordNote')}</p>
      <Notice notice={message} />
      {fields.map((f) => (
        <TextField
          key={f.field}
          id={`${idPrefix}-${f.field}`}
          label={t(`profile.${f.field}`)}
          type="password"
          autoComplete={f.autoComplete}
          required
          hint={f.field === 'newPassword' ? t('registration.passwordHint') : undefined}
          value={form.values[f.field]}
          error={errorText(form.errors[f.field])}
          onChange={(value) => form.set({ [f.field]: value })}
          onBlur={() => form.touch(f.field)}
        />
      ))}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t('profile.changing') : t('profile.changePassword')}
      </button>
    </form>
  )
}
