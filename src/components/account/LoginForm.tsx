'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { emptyLoginForm, loginSchema } from '@/domain/accounts/accountForms'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import { TextField } from '@/components/checkout/TextField'
import { accountApi } from './accountApi'
import { Notice, notice, type NoticeView } from './Notice'
import { useAccountFieldError, useAccountForm } from './useAccountForm'
import { useAfterSignIn } from './useAfterSignIn'
import { AwakeForm } from '@/components/ui/AwakeControls'

type Props = {
  idPrefix: string
  /** Step 1 found no account: the e-mail goes to registration (a page or the modal's other tab). */
  onNoAccount: (email: string) => void
  /**
   * The sign-in dialog's way: the visitor stays on the page (checkout) whatever docs/behaviour.md#login would choose,
   * since they are in the middle of an order; without it the page navigates as docs/behaviour.md#login says.
   */
  onStay?: () => void
  initialEmail?: string
  /** Links listed under the forgotten-password link (the page's link to registration). */
  moreLinks?: ReactNode
}

/**
 * Sign-in in two steps (docs/behaviour.md#login): step 1 asks whether the e-mail has an account, step 2 the
 * password. An unverified account only hears the verify-your-email notice, with a way to get a new code.
 */
export function LoginForm({ idPrefix, onNoAccount, onStay, initialEmail = '', moreLinks }: Props) {
  const t = useTranslations('account')
  const locale = useLocale() as Locale
  const errorText = useAccountFieldError()
  const [step, setStep] = useState<1 | 2>(1)
  // Step 1 checks only the e-mail; the password field is not there yet.
  const form = useAccountForm(loginSchema, { ...emptyLoginForm, email: initialEmail }, step === 1 ? ['email'] : undefined)
  const shownStep = useRef(step)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)
  const [unverified, setUnverified] = useState(false)
  const afterSignIn = useAfterSignIn(locale, null, onStay)
  const id = (field: string) => `${idPrefix}-${field}`

  // The field the new step asks for takes focus: the password after step 1, the e-mail when going back.
  useEffect(() => {
    if (shownStep.current !== step) document.getElementById(`${idPrefix}-${step === 2 ? 'password' : 'email'}`)?.focus()
    shownStep.current = step
  }, [step, idPrefix])

  const failed = (status: number) => setMessage(notice('error', t(status === 429 ? 'notice.tooManyAttempts' : 'notice.loginFailed')))

  const checkEmail = async () => {
    const answer = await accountApi.exists(form.values.email.trim(), locale)
    if (!answer.ok) return failed(answer.error.status)
    if (answer.value.account.exists) setStep(2)
    else onNoAccount(form.values.email.trim())
  }

  const signIn = async () => {
    const answer = await accountApi.login(form.values.email.trim(), form.values.password, locale)
    if (!answer.ok) {
      if (!form.showServerErrors(answer.error)) failed(answer.error.status)
      return
    }
    if (answer.value.message === 'unverified' || !answer.value.user) {
      setUnverified(true)
      setMessage(notice('info', t('notice.verifyEmail')))
      return
    }
    afterSignIn(answer.value.user)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!form.check()) return
    setBusy(true)
    setMessage(null)
    setUnverified(false)
    await (step === 1 ? checkEmail() : signIn())
    setBusy(false)
  }

  const resend = async () => {
    if (busy) return
    setBusy(true)
    const answer = await accountApi.resend(form.values.email.trim(), locale)
    setBusy(false)
    setMessage(
      answer.ok
        ? notice('info', t('login.codeSent'))
        : notice('error', t(answer.error.status === 429 ? 'notice.tooManyAttempts' : 'notice.somethingWentWrong')),
    )
  }

  return (
    <AwakeForm noValidate onSubmit={submit} className="account-form" aria-busy={busy}>
      <Notice notice={message}>
        {unverified ? (
          <button type="button" className="btn btn--secondary" onClick={resend} disabled={busy}>
            {t('login.resendCode')}
          </button>
        ) : null}
      </Notice>
      <TextField
        id={id('email')}
        label={t('login.email')}
        type="email"
        autoComplete="email"
        required
        value={form.values.email}
        error={errorText(form.errors.email)}
        onChange={(email) => {
          form.set({ email })
          if (step === 2) setStep(1)
        }}
        onBlur={() => form.touch('email')}
      />
      {step === 2 ? (
        <>
          <TextField
            id={id('password')}
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
            value={form.values.password}
            error={errorText(form.errors.password)}
            onChange={(password) => form.set({ password })}
            onBlur={() => form.touch('password')}
          />
          <button type="button" className="btn btn--link" onClick={() => setStep(1)}>
            {t('login.otherEmail')}
          </button>
        </>
      ) : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t(step === 1 ? 'login.checking' : 'login.signingIn') : t(step === 1 ? 'login.continue' : 'login.signIn')}
      </button>
      <ul className="login__links">
        <li>
          <Link href={localizedPath('resetPassword', locale)}>{t('login.forgotPassword')}</Link>
        </li>
        {moreLinks}
      </ul>
    </AwakeForm>
  )
}
