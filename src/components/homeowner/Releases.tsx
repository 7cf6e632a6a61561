'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Notice, notice, type NoticeView } from '@/components/account/Notice'
import { parseTypedDate } from '@/components/booking/calendarDates'
import { TextField } from '@/components/checkout/TextField'
import { formatFinnishDate } from '@/domain/helsinki'
import type { ReleaseView } from '@/domain/homeowner/api'
import { homeownerApi } from './homeownerApi'
import { useErrorText, useHomeownerCall } from './useHomeowner'

type Props = { apartmentId: number; releases: ReleaseView[]; idPrefix: string; onDone: () => void }

/** Releasing own time to the rental pool (owner only), and the releases with 'Take back'. */
export function Releases({ apartmentId, releases, idPrefix, onDone }: Props) {
  const t = useTranslations('homeowner')
  const shared = useTranslations('form')
  const dateTexts = useTranslations('shop.date')
  const call = useHomeownerCall()
  const errorText = useErrorText()
  const [typed, setTyped] = useState({ from: '', to: '' })
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)
  const range = (r: { from: string; to: string }) => ({ from: formatFinnishDate(r.from), to: formatFinnishDate(r.to) })
  const days = { from: parseTypedDate(typed.from), to: parseTypedDate(typed.to) }
  const problem = (field: 'from' | 'to') =>
    !shown ? undefined : !days[field] ? shared('required') : field === 'to' && days.from && days.to! <= days.from ? shared('equals') : undefined

  const release = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || !days.from || !days.to || days.to <= days.from) return
    setBusy(true)
    setMessage(null)
    const answer = await call((l) => homeownerApi.release(apartmentId, { from: days.from!, to: days.to! }, l))
    setBusy(false)
    if (!answer.ok) return setMessage(notice('error', errorText(answer.error, 'loadingFailed')))
    setMessage(notice('success', t('releases.done', range(answer.value))))
    setTyped({ from: '', to: '' })
    setShown(false)
    onDone()
  }

  const takeBack = async (r: ReleaseView) => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    const answer = await call((l) => homeownerApi.takeBack(apartmentId, r.id, l))
    setBusy(false)
    if (!answer.ok) return setMessage(notice('error', errorText(answer.error, 'deletionFailed')))
    setMessage(notice('success', t('releases.takenBack', range(r))))
    onDone()
  }

  return (
    <section className="homeowner-section" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>{t('releases.title')}</h3>
      <p>{t('releases.intro')}</p>
      <Notice notice={message} />
      <form noValidate onSubmit={release} className="homeowner-form" aria-busy={busy} aria-labelledby={`${idPrefix}-title`}>
        <div className="homeowner-form__grid">
          {(['from', 'to'] as const).map((field) => (
            <TextField
              key={field}
              id={`${idPrefix}-${field}`}
              label={t(`releases.${field}`)}
              required
              inputMode="numeric"
              autoComplete="off"
              hint={dateTexts('format')}
              value={typed[field]}
              error={problem(field)}
              onChange={(value) => setTyped((current) => ({ ...current, [field]: value }))}
              onBlur={() => undefined}
            />
          ))}
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('releases.sending') : t('releases.submit')}
        </button>
      </form>
      <h4>{t('releases.listTitle')}</h4>
      {releases.length === 0 ? (
        <p>{t('releases.none')}</p>
      ) : (
        <ul className="homeowner-rows">
          {releases.map((r) => (
            <li key={r.id}>
              <span>{t('calendar.period', range(r))}</span>
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy}
                aria-label={t('releases.takeBackPeriod', range(r))}
                onClick={() => takeBack(r)}
              >
                {t('releases.takeBack')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
