'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { emptyRegistrationForm, registrationSchema } from '@/domain/accounts/accountForms'
import { registrationErrorMessage } from '@/domain/accounts/registrationErrors'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import { TextField } from '@/components/checkout/TextField'
import { FocusableHeading } from '@/components/ui/FocusableHeading'
import { sendSignUpEvent } from './accountNavigation'
import { accountApi } from './accountApi'
import { EmailVerification } from './EmailVerification'
import { Notice, notice, type NoticeView } from './Notice'
import { registeredEmail } from './registrationProgress'
import { useAccountFieldError, useAccountForm } from './useAccountForm'
import { AwakeForm } from '@/components/ui/AwakeControls'

type Props = {
  idPrefix: string
  initialEmail?: string
  /** The modal's notice for a failed registration differs from the page's (docs/messages.md#accounts). */
  failedKey?: 'registration.failed' | 'notice.modalRegistrationFailed'
  renderVerified: (email: string) => ReactNode
}

/**
 * Registration (docs/behaviour.md#registration): step 1 the form, step 2 the e-mail's code. A conflict answers 5000/5001/5002
 * and offers a new password; the registered address is kept for the session, so step 2 survives a reload.
 */
export function RegistrationForm({ idPrefix, initialEmail = '', failedKey = 'registration.failed', renderVerified }: Props) {
  const t = useTranslations('account')
  const locale = useLocale() as Locale
  const errorText = useAccountFieldError()
  const form = useAccountForm(registrationSchema, { ...emptyRegistrationForm, email: initialEmail })
  const [registered, setRegistered] = useState<string | null>(null)
  // Read after the first render: the server cannot know it, and both must render the same first.
  useEffect(() => {
    const stored = registeredEmail.read()
    if (!initialEmail || stored === initialEmail) setRegistered(stored)
  }, [initialEmail])
  const [busy, setBusy] = useState(false)
  // Focus goes to step 2's heading when the visitor's own submit got there (not when a reload restores it).
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    if (moved) stepHeading.current?.focus()
  }, [moved])
  const [message, setMessage] = useState<{ view: NoticeView; offerReset: boolean } | null>(null)
  const id = (field: string) => `${idPrefix}-${field}`

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || !form.check()) return
    setBusy(true)
    setMessage(null)
    const values = { ...form.values, email: form.values.email.trim(), phone: (form.values.phone ?? '').trim() }
    const answer = await accountApi.register(values, locale)
    setBusy(false)
    if (answer.ok) {
      sendSignUpEvent('password')
      registeredEmail.write(values.email)
      setRegistered(values.email)
      setMoved(true)
      return
    }
    if (form.showServerErrors(answer.error)) return
    if (answer.error.status === 429) return setMessage({ view: notice('error', t('notice.tooManyAttempts')), offerReset: false })
    const { key, offerPasswordReset } = registrationErrorMessage(answer.error.extendedErrorCode)
    setMessage({ view: notice('error', key === 'failed' ? t(failedKey) : t(`registration.${key}`)), offerReset: offerPasswordReset })
  }

  if (registered) {
    return (
      <div className="account-step">
        <FocusableHeading level={3} className="account-step__title" focusRef={stepHeading}>
          {t('registration.doneTitle')}
        </FocusableHeading>
        <EmailVerification idPrefix={idPrefix} email={registered} renderVerified={() => renderVerified(registered)} />
      </div>
    )
  }

  const text = (
    field: 'email' | 'phone' | 'password' | 'confirmPassword',
    extra: { type?: 'email' | 'tel' | 'password'; autoComplete: string; required?: boolean; hint?: string },
  ) => (
    <TextField
      id={id(field)}
      label={t(`registration.${field}`)}
      type={extra.type}
      autoComplete={extra.autoComplete}
      required={extra.required ?? true}
      hint={extra.hint}
      value={form.values[field] ?? ''}
      error={errorText(form.errors[field])}
      onChange={(value) => form.set({ [field]: value })}
      onBlur={() => form.touch(field)}
    />
  )
  const check = (field: 'optInNewsletter' | 'friends') => (
    <div className="field field--check">
      <input id={id(field)} type="checkbox" checked={form.values[field]} onChange={(e) => form.set({ [field]: e.target.checked })} />
      <label htmlFor={id(field)}>{t(`registration.${field}`)}</label>
    </div>
  )

  return (
    <AwakeForm noValidate onSubmit={submit} className="account-form" aria-busy={busy}>
      <Notice notice={message?.view ?? null}>
        {message?.offerReset ? <Link href={localizedPath('resetPassword', locale)}>{t('registration.resetPasswordLink')}</Link> : null}
      </Notice>
      {text('email', { type: 'email', autoComplete: 'email' })}
      {text('phone', { type: 'tel', autoComplete: 'tel', required: false, hint: t('registration.phoneHint') })}
      {text('password', { type: 'password', autoComplete: 'new-password', hint: t('registration.passwordHint') })}
      {text('confirmPassword', { type: 'password', autoComplete: 'new-password' })}
      {check('optInNewsletter')}
      {check('friends')}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('registration.submitting') : t('registration.submit')}
      </button>
    </AwakeForm>
  )
}
