'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRef, useState, type FormEvent } from 'react'
import { apiCall } from '@/components/account/accountApi'
import { Notice, notice, type NoticeView } from '@/components/account/Notice'
import { useAccountForm, type ShownError } from '@/components/account/useAccountForm'
import { RequiredMark } from '@/components/checkout/RequiredMark'
import { TextField } from '@/components/checkout/TextField'
import { emptyFeedbackForm, feedbackSchema, honeypotField } from '@/domain/feedback/feedbackForm'
import type { Locale } from '@/domain/locale'
import { solvedChallenge, type Solution } from './proofOfWork'
import { withIntl } from '@/components/ui/IntlIsland'
import { AwakeForm } from '@/components/ui/AwakeControls'

const path = '/proxy/vm-communication/v1/email/send-accessibility-feedback'
// A solution this close to its expiry is not sent: it could expire on the way.
const expiryMarginMs = 60_000

/**
 * The accessibility feedback form (docs/forms.md#accessibility-feedback). The proof-of-work starts
 * when the visitor first enters the form, so it is usually done by the time they send; each send
 * uses a solution of its own.
 */
export function FeedbackForm({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('feedback')
  const shared = useTranslations('form')
  const locale = useLocale() as Locale
  const form = useAccountForm(feedbackSchema, emptyFeedbackForm)
  const [trap, setTrap] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)
  const pending = useRef<Promise<Solution> | null>(null)
  const id = (field: string) => `${idPrefix}-${field}`
  const { values, errors } = form

  const errorText = (error: ShownError | undefined) =>
    !error ? undefined : shared.has(error.key as never) ? shared(error.key as 'required', { min: error.min ?? 0, max: error.max ?? 0 }) : shared('equals')

  const prepare = () => {
    if (pending.current) return pending.current
    const started = solvedChallenge('accessibility-feedback')
    // A failed fetch is tried again on the next send.
    started.catch(() => {
      if (pending.current === started) pending.current = null
    })
    pending.current = started
    return started
  }

  /** A solution good for this send; the one prepared is taken, so the next send starts another. */
  const solution = async () => {
    let solved = await prepare()
    pending.current = null
    if (solved.expiresAt - Date.now() < expiryMarginMs) solved = await prepare()
    pending.current = null
    return solved
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!form.check()) return setMessage(notice('error', shared('invalid')))
    setBusy(true)
    setMessage(null)
    const solved = await solution().catch(() => null)
    const answer = solved
      ? await apiCall<{ sent: true }>('POST', path, locale, {
          name: values.name.trim(),
          email: values.email.trim(),
          feedback: values.feedback.trim(),
          [honeypotField]: trap,
          challenge: solved.challenge,
          nonce: solved.nonce,
        })
      : null
    setBusy(false)
    if (answer?.ok) {
      form.reset(emptyFeedbackForm)
      return setMessage(notice('success', t('sent')))
    }
    if (answer && form.showServerErrors(answer.error)) return setMessage(notice('error', shared('invalid')))
    const refusal = answer?.error
    const text = refusal?.message === 'captchaFailed' ? t('captchaFailed') : refusal?.status === 429 ? t('tooMany') : t('notSent')
    setMessage(notice('error', text))
  }

  const feedbackError = errorText(errors.feedback)
  return (
    <AwakeForm noValidate onSubmit={submit} onFocus={() => void prepare().catch(() => undefined)} className="account-form feedback-form" aria-busy={busy}>
      <Notice notice={message} />
      {(['name', 'email'] as const).map((field) => (
        <TextField
          key={field}
          id={id(field)}
          label={t(field)}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={field === 'email' ? 'email' : 'name'}
          required
          value={values[field]}
          error={errorText(errors[field])}
          onChange={(value) => form.set({ [field]: value })}
          onBlur={() => form.touch(field)}
        />
      ))}
      <div className="field">
        <label htmlFor={id('feedback')} className="field__label">
          {t('feedback')}
          <RequiredMark />
        </label>
        <p id={id('feedback-hint')} className="field__hint">
          {t('feedbackHint')}
        </p>
        <textarea
          id={id('feedback')}
          rows={6}
          required
          className="field__input field__textarea"
          value={values.feedback}
          aria-invalid={feedbackError ? true : undefined}
          aria-describedby={[id('feedback-hint'), feedbackError ? id('feedback-error') : null].filter(Boolean).join(' ')}
          onChange={(e) => form.set({ feedback: e.target.value })}
          onBlur={() => form.touch('feedback')}
        />
        {feedbackError ? (
          <p id={id('feedback-error')} className="field__error">
            {feedbackError}
          </p>
        ) : null}
      </div>
      {/* The honeypot: off screen, out of the tab order and hidden from screen readers; only a program fills it. */}
      <div className="feedback-form__trap" aria-hidden="true">
        <label htmlFor={id('trap')}>{t('trap')}</label>
        <input id={id('trap')} type="text" tabIndex={-1} autoComplete="off" value={trap} onChange={(e) => setTrap(e.target.value)} />
      </div>
      <p className="account-form__note">{t('privacy')}</p>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t('sending') : t('send')}
      </button>
    </AwakeForm>
  )
}

/** The island the content page renders (src/components/islands.tsx), with its texts. */
export const FeedbackFormIsland = withIntl(FeedbackForm)
