'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { emailResetSchema, emptyEmailResetForm, passwordResetSchema } from '@/domain/accounts/accountForms'
import { resetLinkOf, type ResetLink as Link } from '@/domain/accounts/resetLink'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { TextField } from '@/components/checkout/TextField'
import { FocusableHeading } from '@/components/ui/FocusableHeading'
import { accountApi } from './accountApi'
import { carryNotice } from './carriedNotice'
import { Notice, notice, type NoticeView } from './Notice'
import { resetProgress } from './registrationProgress'
import { useAccountFieldError, useAccountForm } from './useAccountForm'
import { AwakeForm } from '@/components/ui/AwakeControls'

type Step = { n: 1; email: string } | { n: 2; email: string } | { n: 3; link: Link }

/**
 * The forgotten password (docs/behaviour.md#reset-password): step 1 asks for the e-mail, step 2 says it was
 * sent, step 3 arrives by the link and sets the new password, then the visitor goes to sign in. The
 * lock keeps a request from being sent twice.
 */
export function ResetPasswordFlow({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('account')
  const locale = useLocale() as Locale
  const router = useRouter()
  const errorText = useAccountFieldError()
  const [step, setStep] = useState<Step>({ n: 1, email: '' })
  const [locked, setLocked] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)
  const request = useAccountForm(emailResetSchema, emptyEmailResetForm)
  const password = useAccountForm(passwordResetSchema, { newPassword: '', confirmPassword: '', service: 'gcp', token: '-' })
  const id = (field: string) => `${idPrefix}-${field}`
  // Step 2's heading takes focus when the visitor's request got there (not when a reload restores it).
  const sentHeading = useRef<HTMLHeadingElement>(null)
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    if (moved && step.n === 2) sentHeading.current?.focus()
  }, [moved, step])

  useEffect(() => {
    const link = resetLinkOf(new URLSearchParams(window.location.search))
    const sent = resetProgress.read()
    if (link) {
      setStep({ n: 3, link })
      // The token is a secret: it leaves the address (and what analytics can read of it).
      window.history.replaceState(null, '', window.location.pathname)
    } else if (sent?.startsWith('sent:')) setStep({ n: 2, email: sent.slice(5) })
  }, [])

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (locked || !request.check()) return
    setLocked(true)
    setMessage(null)
    const email = request.values.email.trim()
    const answer = await accountApi.requestReset(email, locale)
    setLocked(false)
    if (!answer.ok) return setMessage(notice('error', t(answer.error.status === 429 ? 'notice.tooManyAttempts' : 'notice.emailFailed')))
    resetProgress.write(`sent:${email}`)
    setStep({ n: 2, email })
    setMoved(true)
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (locked || step.n !== 3 || !password.check()) return
    setLocked(true)
    setMessage(null)
    const answer = await accountApi.reset({ ...step.link, password: password.values.newPassword }, locale)
    if (!answer.ok) {
      setLocked(false)
      // The call names the new password `password`; the form calls it `newPassword`.
      const errors = answer.error.errors?.map((e) => (e.field === 'password' ? { ...e, field: 'newPassword' } : e))
      if (!password.showServerErrors({ ...answer.error, errors }))
        setMessage(notice('error', t(answer.error.status === 429 ? 'notice.tooManyAttempts' : 'notice.passwordFailed')))
      return
    }
    // Stays locked: the link is used up. Sign-in shows that the password is set.
    resetProgress.write(null)
    carryNotice('passwordUpdated')
    router.push(localizedPath('login', locale))
  }

  const again = () => {
    resetProgress.write(null)
    request.reset({ email: step.n === 2 ? step.email : '' })
    setMessage(null)
    setStep({ n: 1, email: '' })
  }

  if (step.n === 2) {
    return (
      <div className="account-step">
        <FocusableHeading level={2} className="account-step__title" focusRef={sentHeading}>
          {t('reset.sentTitle')}
        </FocusableHeading>
        <p>{t('reset.sentText', { email: step.email })}</p>
        <button type="button" className="btn btn--secondary" onClick={again}>
          {t('reset.again')}
        </button>
      </div>
    )
  }
  if (step.n === 3) {
    return (
      <AwakeForm noValidate onSubmit={save} className="account-form" aria-busy={locked} aria-labelledby={id('title')}>
        <h2 id={id('title')} className="account-step__title">
          {t('reset.newTitle')}
        </h2>
        <Notice notice={message}>
          {message?.type === 'error' ? (
            <button type="button" className="btn btn--secondary" onClick={again}>
              {t('reset.again')}
            </button>
          ) : null}
        </Notice>
        {(['newPassword', 'confirmPassword'] as const).map((field) => (
          <TextField
            key={field}
            id={id(field)}
            label={t(`reset.${field}`)}
            type="password"
            autoComplete="new-password"
            required
            hint={field === 'newPassword' ? t('registration.passwordHint') : undefined}
            value={password.values[field]}
            error={errorText(password.errors[field])}
            onChange={(value) => password.set({ [field]: value })}
            onBlur={() => password.touch(field)}
          />
        ))}
        <button type="submit" className="btn btn--primary btn--block" disabled={locked}>
          {locked ? t('reset.saving') : t('reset.save')}
        </button>
      </AwakeForm>
    )
  }
  return (
    <AwakeForm noValidate onSubmit={send} className="account-form" aria-busy={locked} aria-labelledby={id('title')}>
      <h2 id={id('title')} className="account-step__title">
        {t('reset.requestTitle')}
      </h2>
      <Notice notice={message} />
      <TextField
        id={id('email')}
        label={t('reset.email')}
        type="email"
        autoComplete="email"
        required
        value={request.values.email}
        error={errorText(request.errors.email)}
        onChange={(email) => request.set({ email })}
        onBlur={() => request.touch('email')}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={locked}>
        {locked ? t('reset.sending') : t('reset.send')}
      </button>
    </AwakeForm>
  )
}
