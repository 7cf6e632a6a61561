'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Notice, notice, type NoticeView } from '@/components/account/Notice'
import { useAccountForm } from '@/components/account/useAccountForm'
import { TextField } from '@/components/checkout/TextField'
import type { AccountView } from '@/domain/accounts/api'
import { formatFinnishDate, isIsoDate } from '@/domain/helsinki'
import type { ApartmentView } from '@/domain/homeowner/api'
import { ownReservationPrefill, ownReservationSchema, toOwnReservationRequest } from '@/domain/homeowner/reservationForm'
import { isoOfTyped, useFieldErrorText, withTypedDates } from './fieldText'
import { homeownerApi } from './homeownerApi'
import { useErrorText, useHomeownerCall } from './useHomeowner'

/**
 * The server's rules, and on the page also a departure after the arrival (the server refuses that
 * with its 'dates' message; here the field says so at once, the hint explaining it).
 */
const schema = withTypedDates(
  ownReservationSchema.refine((v) => v.departure > v.arrival, {
    path: ['departure'],
    message: 'equals',
    when: ({ value }) => {
      const v = value as Record<string, unknown> | null
      return typeof v?.arrival === 'string' && isIsoDate(v.arrival) && typeof v?.departure === 'string' && isIsoDate(v.departure)
    },
  }),
  ['arrival', 'departure'],
)

const contactFields = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'email', autoComplete: 'email', type: 'email' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
] as const

type Props = { apartment: ApartmentView; profile: AccountView; idPrefix: string; onDone: () => void }

/** The own accommodation reservation (docs/homeowner.md): dates typed as dd.MM.yyyy, the contact filled from the profile. */
export function OwnReservationForm({ apartment, profile, idPrefix, onDone }: Props) {
  const t = useTranslations('homeowner')
  const shared = useTranslations('form')
  const dateTexts = useTranslations('shop.date')
  const call = useHomeownerCall()
  const errorText = useErrorText()
  const fieldError = useFieldErrorText()
  const form = useAccountForm(schema as never, ownReservationPrefill(profile))
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)
  const id = (field: string) => `${idPrefix}-${field}`
  const { values, errors } = form

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!form.check()) return setMessage(notice('error', shared('invalid')))
    setBusy(true)
    setMessage(null)
    const body = toOwnReservationRequest({ ...values, arrival: String(isoOfTyped(values.arrival)), departure: String(isoOfTyped(values.departure)) })
    const answer = await call((l) => homeownerApi.reserve(apartment.id, body, l))
    setBusy(false)
    if (answer.ok) {
      const dates = { from: formatFinnishDate(answer.value.from), to: formatFinnishDate(answer.value.to) }
      setMessage(notice('success', body.sendCopy ? t('form.doneCopy', { ...dates, email: body.email }) : t('form.done', dates)))
      form.reset(ownReservationPrefill(profile))
      return onDone()
    }
    if (form.showServerErrors(answer.error)) return setMessage(notice('error', shared('invalid')))
    setMessage(notice('error', errorText(answer.error, 'reservationFailed')))
  }

  const dateField = (field: 'arrival' | 'departure') => (
    <TextField
      id={id(field)}
      label={t(`form.${field}`)}
      required
      inputMode="numeric"
      autoComplete="off"
      hint={field === 'departure' ? `${dateTexts('format')}. ${t('form.departureHint')}` : dateTexts('format')}
      value={values[field]}
      error={fieldError(errors[field])}
      onChange={(value) => form.set({ [field]: value })}
      onBlur={() => form.touch(field)}
    />
  )

  return (
    <form noValidate onSubmit={submit} className="homeowner-form" aria-busy={busy} aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>{t('form.title')}</h3>
      <p>{t('form.intro')}</p>
      <Notice notice={message} />
      <div className="homeowner-form__grid">
        {dateField('arrival')}
        {dateField('departure')}
        <div className="field">
          <label htmlFor={id('guests')} className="field__label">
            {t('form.guests')}
          </label>
          <select
            id={id('guests')}
            className="field__input field__input--short"
            value={values.guests}
            onChange={(e) => form.set({ guests: Number(e.target.value) })}
          >
            {Array.from({ length: apartment.capacity }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="homeowner-form__contact">
        <legend className="field__label">{t('form.contact')}</legend>
        <div className="homeowner-form__grid">
          {contactFields.map((f) => (
            <TextField
              key={f.field}
              id={id(f.field)}
              label={t(`form.${f.field}`)}
              type={'type' in f ? f.type : 'text'}
              autoComplete={f.autoComplete}
              required
              value={values[f.field]}
              error={fieldError(errors[f.field])}
              onChange={(value) => form.set({ [f.field]: value })}
              onBlur={() => form.touch(f.field)}
            />
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={id('additionalInfo')} className="field__label">
          {t('form.additionalInfo')}
        </label>
        <textarea
          id={id('additionalInfo')}
          rows={3}
          className="field__input field__textarea"
          value={values.additionalInfo}
          aria-invalid={errors.additionalInfo ? true : undefined}
          aria-describedby={errors.additionalInfo ? id('additionalInfo-error') : undefined}
          onChange={(e) => form.set({ additionalInfo: e.target.value })}
          onBlur={() => form.touch('additionalInfo')}
        />
        {errors.additionalInfo ? (
          <p id={id('additionalInfo-error')} className="field__error">
            {fieldError(errors.additionalInfo)}
          </p>
        ) : null}
      </div>
      <div className="field field--check">
        <input id={id('sendCopy')} type="checkbox" checked={values.sendCopy} onChange={(e) => form.set({ sendCopy: e.target.checked })} />
        <label htmlFor={id('sendCopy')}>{t('form.sendCopy')}</label>
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  )
}
