'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { accountApi } from '@/components/account/accountApi'
import { Notice, notice, type NoticeView } from '@/components/account/Notice'
import { TextField } from '@/components/checkout/TextField'
import { RequiredMark } from '@/components/checkout/RequiredMark'
import type { NewsletterRequest } from '@/domain/accounts/api'
import type { Locale } from '@/domain/locale'
import { emptyNewsletterValues, newsletterErrors, type NewsletterField, type NewsletterValues } from '@/domain/newsletter/newsletterForm'
import { AwakeForm } from '@/components/ui/AwakeControls'

type Props = {
  title: string
  intro?: string
  /** The footer's: on a dark background (its button that opens the form is FooterSignUp). */
  compact?: boolean
  /** Opened by the visitor's click: the first field takes the focus. */
  focusFirst?: boolean
  /** The privacy notice, linked beside the button (the footer links it already). */
  privacyHref?: string
}

const textFields = [
  { field: 'firstName', autoComplete: 'given-name', type: 'text' },
  { field: 'lastName', autoComplete: 'family-name', type: 'text' },
  { field: 'email', autoComplete: 'email', type: 'email' },
] as const

/**
 * The newsletter sign-up (docs/forms.md#newsletter) of the landing block, the footer and the
 * /newsletter page: names, e-mail, the company newsletter and the required consent. The answer asks
 * the visitor to confirm from the mail (double opt-in). Ids come from useId, so the block and the
 * footer can share a page.
 */
export function NewsletterForm({ title, intro, compact = false, focusFirst = false, privacyHref }: Props) {
  const t = useTranslations('newsletter.form')
  const shared = useTranslations('form')
  const locale = useLocale() as Locale
  const id = useId()
  const [values, setValues] = useState<NewsletterValues>(emptyNewsletterValues)
  const [touched, setTouched] = useState<ReadonlySet<NewsletterField>>(new Set())
  // A server's field error is a key of the shared form messages too.
  const [serverErrors, setServerErrors] = useState<Partial<Record<NewsletterField, { key: string }>>>({})
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)

  useEffect(() => {
    if (focusFirst) document.getElementById(`${id}-firstName`)?.focus()
  }, [focusFirst, id])

  const errors = newsletterErrors(values)
  const errorOf = (field: NewsletterField) => {
    const error = (touched.has(field) ? errors[field] : undefined) ?? serverErrors[field]
    if (!error) return undefined
    if (field === 'consent') return t('consentRequired')
    return shared.has(error.key as never) ? shared(error.key as 'maxLength', { max: (error as { max?: number }).max ?? 0 }) : shared('equals')
  }
  const set = (patch: Partial<NewsletterValues>) => {
    setValues((current) => ({ ...current, ...patch }))
    setServerErrors({})
  }
  const touch = (field: NewsletterField) => setTouched((current) => new Set(current).add(field))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setTouched(new Set(['firstName', 'lastName', 'email', 'consent']))
    if (Object.keys(errors).length > 0) return
    setBusy(true)
    setMessage(null)
    const request: NewsletterRequest = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      company: values.company,
      consent: true,
      source: 'newsletter',
    }
    const answer = await accountApi.subscribe(request, locale)
    setBusy(false)
    if (answer.ok) {
      setValues(emptyNewsletterValues)
      setTouched(new Set())
      return setMessage(notice('success', t('requested')))
    }
    const fieldErrors = answer.error.status === 400 ? (answer.error.errors ?? []).filter((e) => e.field in values) : []
    setServerErrors(Object.fromEntries(fieldErrors.map((e) => [e.field, { key: e.message }])))
    if (fieldErrors.length === 0) setMessage(notice('error', t(answer.error.status === 429 ? 'tooManyAttempts' : 'failed')))
  }

  const consentError = errorOf('consent')
  return (
    <section className={`newsletter-form${compact ? ' newsletter-form--compact' : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="newsletter-form__title">
        {title}
      </h2>
      {intro ? <p className="newsletter-form__intro">{intro}</p> : null}
      <Notice notice={message} />
      <AwakeForm id={`${id}-form`} noValidate onSubmit={submit} aria-busy={busy}>
        <div className="newsletter-form__fields">
          {textFields.map((f) => (
            <TextField
              key={f.field}
              id={`${id}-${f.field}`}
              label={t(f.field)}
              type={f.type}
              autoComplete={f.autoComplete}
              required
              value={values[f.field]}
              error={errorOf(f.field)}
              onChange={(value) => set({ [f.field]: value })}
              onBlur={() => touch(f.field)}
            />
          ))}
        </div>
        <div className="field field--check">
          <input id={`${id}-company`} type="checkbox" checked={values.company} onChange={(e) => set({ company: e.target.checked })} />
          <label htmlFor={`${id}-company`}>{t('company')}</label>
        </div>
        <div className="field field--check">
          <input
            id={`${id}-consent`}
            type="checkbox"
            required
            checked={values.consent}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id}-consent-error` : undefined}
            onChange={(e) => {
              set({ consent: e.target.checked })
              touch('consent')
            }}
          />
          <label htmlFor={`${id}-consent`}>
            {t('consent')}
            <RequiredMark />
          </label>
          {consentError ? (
            <p id={`${id}-consent-error`} className="field__error">
              {consentError}
            </p>
          ) : null}
        </div>
        <div className="newsletter-form__actions">
          <button type="submit" className={`btn ${compact ? 'btn--white' : 'btn--primary'}`} disabled={busy}>
            {busy ? t('subscribing') : t('subscribe')}
          </button>
          {privacyHref ? <a href={privacyHref}>{t('privacy')}</a> : null}
        </div>
      </AwakeForm>
    </section>
  )
}
