'use client'

import './account.css'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { emptyNewsletterForm, newsletterSchema } from '@/domain/accounts/accountForms'
import type { Locale } from '@/domain/locale'
import { TextField } from '@/components/checkout/TextField'
import { accountApi } from './accountApi'
import { Notice, notice, type NoticeView } from './Notice'
import { useAccountFieldError, useAccountForm } from './useAccountForm'

/**
 * The newsletter with double opt-in: a request mails a confirmation link to the address; the link
 * (`?token=…`) brings its owner back here to confirm with a button, so a mail scanner that opens
 * links confirms nothing.
 */
export function NewsletterSignup() {
  const t = useTranslations('account.newsletter')
  const tNotice = useTranslations('account.notice')
  const locale = useLocale() as Locale
  const errorText = useAccountFieldError()
  const form = useAccountForm(newsletterSchema, emptyNewsletterForm)
  const [token, setToken] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)
  const read = useRef(false)

  useEffect(() => {
    if (read.current) return
    read.current = true
    const url = new URL(window.location.href)
    const found = url.searchParams.get('token')
    if (!found) return
    setToken(found)
    // The token is a key: it leaves the address bar (and the history) once read.
    url.searchParams.delete('token')
    window.history.replaceState(window.history.state, '', url)
  }, [])

  const failed = (status: number, fallback: string) => setMessage(notice('error', status === 429 ? tNotice('tooManyAttempts') : fallback))

  const confirm = async () => {
    if (!token || busy) return
    setBusy(true)
    const answer = await accountApi.confirmNewsletter(token, locale)
    setBusy(false)
    setToken(null)
    if (answer.ok) setMessage(notice('success', t('confirmed')))
    else failed(answer.error.status, t('confirmFailed'))
  }

  const subscribe = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || !form.check()) return
    setBusy(true)
    setMessage(null)
    const answer = await accountApi.subscribe(
      { firstName: form.values.firstName.trim(), lastName: form.values.lastName.trim(), email: form.values.email.trim() },
      locale,
    )
    setBusy(false)
    if (answer.ok) {
      form.reset(emptyNewsletterForm)
      setMessage(notice('success', t('requested')))
    } else if (!form.showServerErrors(answer.error)) failed(answer.error.status, tNotice('newsletterFailed'))
  }

  if (token) {
    return (
      <section className="newsletter" aria-labelledby="newsletter-confirm-title">
        <h2 id="newsletter-confirm-title">{t('confirmTitle')}</h2>
        <p>{t('confirmText')}</p>
        <button type="button" className="btn btn--primary" onClick={confirm} disabled={busy} aria-busy={busy}>
          {busy ? t('confirming') : t('confirm')}
        </button>
      </section>
    )
  }

  return (
    <section className="newsletter" aria-labelledby="newsletter-form-title">
      <Notice notice={message} />
      <h2 id="newsletter-form-title">{t('formTitle')}</h2>
      <p>{t('formText')}</p>
      <form noValidate onSubmit={subscribe} className="account-form" aria-busy={busy}>
        {(['firstName', 'lastName', 'email'] as const).map((field) => (
          <TextField
            key={field}
            id={`newsletter-${field}`}
            label={t(field)}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={field === 'email' ? 'email' : field === 'firstName' ? 'given-name' : 'family-name'}
            required
            value={form.values[field]}
            error={errorText(form.errors[field])}
            onChange={(value) => form.set({ [field]: value })}
            onBlur={() => form.touch(field)}
          />
        ))}
        <p className="account-form__note">{t('consent')}</p>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('subscribing') : t('subscribe')}
        </button>
      </form>
    </section>
  )
}
