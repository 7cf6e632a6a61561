'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { z } from 'zod'
import { Notice, notice, type NoticeView } from '@/components/account/Notice'
import { TextField } from '@/components/checkout/TextField'
import { guestFieldMaxLength, emailPattern } from '@/domain/checkout/guestForm'
import type { CoUserRights } from '@/domain/homeowner/access'
import type { ApartmentView } from '@/domain/homeowner/api'
import { homeownerApi } from './homeownerApi'
import { useErrorText, useHomeownerCall } from './useHomeowner'

type Props = { apartmentId: number; coUsers: NonNullable<ApartmentView['coUsers']>; idPrefix: string; onDone: () => void }

const email = z.string().trim().min(1, 'email').max(guestFieldMaxLength.email, 'maxLength').regex(emailPattern, 'email')

/** The owner's co-users: invite by e-mail with view or booking rights, and remove. */
export function CoUsers({ apartmentId, coUsers, idPrefix, onDone }: Props) {
  const t = useTranslations('homeowner')
  const shared = useTranslations('form')
  const call = useHomeownerCall()
  const errorText = useErrorText()
  const [address, setAddress] = useState('')
  const [rights, setRights] = useState<CoUserRights>('view')
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)
  const checked = email.safeParse(address)
  const error = shown && !checked.success ? shared(checked.error.issues[0]!.message as 'email', { max: guestFieldMaxLength.email }) : undefined

  const invite = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || !checked.success) return
    setBusy(true)
    setMessage(null)
    const answer = await call((l) => homeownerApi.invite(apartmentId, { email: checked.data, rights }, l))
    setBusy(false)
    if (!answer.ok) return setMessage(notice('error', errorText(answer.error, 'loadingFailed')))
    setMessage(notice('success', t('coUsers.invited', { email: checked.data })))
    setAddress('')
    setShown(false)
    onDone()
  }

  const remove = async (coUser: { id: number; email: string }) => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    const answer = await call((l) => homeownerApi.removeCoUser(apartmentId, coUser.id, l))
    setBusy(false)
    if (!answer.ok) return setMessage(notice('error', errorText(answer.error, 'deletionFailed')))
    setMessage(notice('success', t('coUsers.removed', { email: coUser.email })))
    onDone()
  }

  return (
    <section className="homeowner-section" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>{t('coUsers.title')}</h3>
      <p>{t('coUsers.intro')}</p>
      <Notice notice={message} />
      <form noValidate onSubmit={invite} className="homeowner-form" aria-busy={busy} aria-labelledby={`${idPrefix}-title`}>
        <TextField
          id={`${idPrefix}-email`}
          label={t('coUsers.email')}
          type="email"
          autoComplete="off"
          required
          value={address}
          error={error}
          onChange={setAddress}
          onBlur={() => setShown(address !== '')}
        />
        <fieldset className="homeowner-choice">
          <legend className="field__label">{t('coUsers.rights')}</legend>
          {(['view', 'book'] as const).map((value) => (
            <div key={value} className="field field--check">
              <input
                id={`${idPrefix}-rights-${value}`}
                type="radio"
                name={`${idPrefix}-rights`}
                value={value}
                checked={rights === value}
                onChange={() => setRights(value)}
              />
              <label htmlFor={`${idPrefix}-rights-${value}`}>{t(`coUsers.${value}`)}</label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('coUsers.inviting') : t('coUsers.invite')}
        </button>
      </form>
      {coUsers.length === 0 ? (
        <p>{t('coUsers.none')}</p>
      ) : (
        <ul className="homeowner-rows">
          {coUsers.map((c) => (
            <li key={c.id}>
              <span>
                {c.email} · {t(`page.rights.${c.rights}`)}
              </span>
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy}
                aria-label={t('coUsers.removeUser', { email: c.email })}
                onClick={() => remove(c)}
              >
                {t('coUsers.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
