'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Locale } from '@/domain/locale'
import { TextField } from '@/components/checkout/TextField'
import { accountApi } from './accountApi'
import { Notice, notice, type NoticeView } from './Notice'
import { sendLoginEvent } from './accountNavigation'
import { registeredEmail } from './registrationProgress'
import { sessionStore } from './sessionStore'
import { AwakeForm } from '@/components/ui/AwakeControls'

type Props = {
  idPrefix: string
  /** The address the code went to; without it (arriving by link) the form asks for it, and there is no resend. */
  email: string | null
  /** The code of a verification link (`mode=verifyEmail&oobCode=…`): checked as soon as the page opens. */
  linkCode?: string | null
  /** What to offer once verified, and so signed in: a link to My account on a page, "Continue" in the dialog. */
  renderVerified: () => React.ReactNode
}

/**
 * Registration step 2 (docs/behaviour.md#registration): the code from the e-mail, typed in any form the rules accept (the
 * server normalises it) and sent with the address it went to, or the link's token; a new code on
 * request. A verified address signs the customer in (docs/accounts.md#verifying-signs-in).
 */
export function EmailVerification({ idPrefix, email, linkCode = null, renderVerified }: Props) {
  const t = useTranslations('account')
  const tForm = useTranslations('form')
  const locale = useLocale() as Locale
  const [code, setCode] = useState('')
  const [typedEmail, setTypedEmail] = useState('')
  const [missing, setMissing] = useState(false)
  const [emailMissing, setEmailMissing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [verified, setVerified] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)
  const linkChecked = useRef(false)

  const verify = async (value: string, address: string | null) => {
    setBusy(true)
    setMessage(null)
    const answer = await accountApi.verify(value, address, locale)
    setBusy(false)
    setVerified(answer.ok)
    if (answer.ok) {
      registeredEmail.write(null)
      sessionStore.signedIn(answer.value.user)
      sendLoginEvent('verification')
    }
    setMessage(
      answer.ok
        ? notice('success', t('notice.verificationSucceeded'))
        : notice('error', t(answer.error.status === 429 ? 'notice.tooManyAttempts' : 'notice.verificationFailed')),
    )
  }

  useEffect(() => {
    // A code works once: the check must not run twice when React runs effects twice in development.
    if (!linkCode || linkChecked.current) return
    linkChecked.current = true
    void verify(linkCode, null)
  }, [linkCode])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const address = email ?? typedEmail.trim()
    setMissing(code.trim() === '')
    setEmailMissing(address === '')
    if (code.trim() !== '' && address !== '') void verify(code, address)
  }

  const resend = async () => {
    if (!email) return
    const answer = await accountApi.resend(email, locale)
    setMessage(
      answer.ok
        ? notice('info', t('registration.resent'))
        : notice('error', t(answer.error.status === 429 ? 'notice.tooManyAttempts' : 'notice.somethingWentWrong')),
    )
  }

  if (verified) return <Notice notice={message}>{renderVerified()}</Notice>
  return (
    <div className="account-verify">
      {email ? <p>{t('registration.doneText', { email })}</p> : null}
      <Notice notice={message} />
      <AwakeForm noValidate onSubmit={submit} className="account-form" aria-busy={busy}>
        {email ? null : (
          <TextField
            id={`${idPrefix}-email`}
            label={t('registration.email')}
            type="email"
            autoComplete="email"
            required
            value={typedEmail}
            error={emailMissing ? tForm('required') : undefined}
            onChange={(value) => {
              setTypedEmail(value)
              setEmailMissing(false)
            }}
            onBlur={() => undefined}
          />
        )}
        <TextField
          id={`${idPrefix}-code`}
          label={t('registration.code')}
          autoComplete="one-time-code"
          required
          value={code}
          error={missing ? tForm('required') : undefined}
          onChange={(value) => {
            setCode(value)
            setMissing(false)
          }}
          onBlur={() => undefined}
        />
        <div className="account-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t('registration.verifying') : t('registration.verify')}
          </button>
          {email ? (
            <button type="button" className="btn btn--secondary" onClick={resend}>
              {t('registration.resend')}
            </button>
          ) : null}
        </div>
      </AwakeForm>
    </div>
  )
}
