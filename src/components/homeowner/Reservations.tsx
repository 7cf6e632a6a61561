'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { Notice, notice, type NoticeView } from '@/components/account/Notice'
import { formatFinnishDate } from '@/domain/helsinki'
import { may, type Rights } from '@/domain/homeowner/access'
import type { ReservationView } from '@/domain/homeowner/api'
import type { AfterDelete } from '@/domain/homeowner/rules'
import { homeownerApi } from './homeownerApi'
import { useErrorText, useHomeownerCall } from './useHomeowner'

type Props = { apartmentId: number; rights: Rights; reservations: ReservationView[]; idPrefix: string; onDone: () => void }

/**
 * The apartment's reservations. Deleting an own reservation asks where its nights go (sale or own
 * time); a usage reservation just goes, which frees the home for sales (docs/homeowner.md#rules).
 */
export function Reservations({ apartmentId, rights, reservations, idPrefix, onDone }: Props) {
  const t = useTranslations('homeowner')
  const call = useHomeownerCall()
  const errorText = useErrorText()
  const [open, setOpen] = useState<number | null>(null)
  const [choice, setChoice] = useState<AfterDelete>('sale')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const returnTo = useRef<number | null>(null)
  // Opening the choice moves the focus into it; cancelling moves it back to that reservation's button.
  useEffect(() => {
    const root = list.current
    if (!root) return
    if (open !== null) root.querySelector<HTMLElement>(`[data-confirm="${open}"] input, [data-confirm="${open}"] button`)?.focus()
    else if (returnTo.current !== null) root.querySelector<HTMLElement>(`[data-delete="${returnTo.current}"]`)?.focus()
    returnTo.current = null
  }, [open])
  const range = (r: { from: string; to: string }) => ({ from: formatFinnishDate(r.from), to: formatFinnishDate(r.to) })
  const mayDelete = (r: ReservationView) => may(rights, 'reserve') && (rights === 'owner' || r.mine)

  const remove = async (r: ReservationView) => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    const answer = await call((l) => homeownerApi.deleteReservation(apartmentId, r.id, r.kind === 'own' ? choice : 'sale', l))
    setBusy(false)
    if (!answer.ok) return setMessage(notice('error', errorText(answer.error, 'deletionFailed')))
    setOpen(null)
    setMessage(notice('success', t(answer.value.afterDelete === 'sale' ? 'reservations.deletedSale' : 'reservations.deletedOwn')))
    onDone()
  }

  return (
    <section className="homeowner-section" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>{t('reservations.title')}</h3>
      <Notice notice={message} />
      {reservations.length === 0 ? <p>{t('reservations.none')}</p> : null}
      <ul ref={list} className="homeowner-reservations">
        {reservations.map((r) => (
          <li key={r.id} className="homeowner-reservation">
            <p className="homeowner-reservation__what">
              <strong>{t(`reservations.${r.kind}`)}</strong> {t('calendar.period', range(r))}
            </p>
            <p className="homeowner-reservation__who">
              {[
                r.guests ? t('reservations.guests', { count: r.guests }) : null,
                r.firstName || r.lastName ? t('reservations.by', { name: `${r.firstName} ${r.lastName}`.trim() }) : null,
                r.mine ? t('calendar.mine') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {!mayDelete(r) ? null : open !== r.id ? (
              <button
                type="button"
                className="btn btn--secondary"
                data-delete={r.id}
                aria-label={t('reservations.deletePeriod', range(r))}
                onClick={() => {
                  setOpen(r.id)
                  setChoice('sale')
                }}
              >
                {t('reservations.delete')}
              </button>
            ) : (
              <div className="homeowner-reservation__confirm" data-confirm={r.id} role="group" aria-label={t('reservations.deletePeriod', range(r))}>
                {r.kind === 'own' ? (
                  <fieldset className="homeowner-choice">
                    <legend className="field__label">{t('reservations.afterDelete')}</legend>
                    {(['sale', 'own'] as const).map((value) => (
                      <div key={value} className="field field--check">
                        <input
                          id={`${idPrefix}-${r.id}-${value}`}
                          type="radio"
                          name={`${idPrefix}-${r.id}-after`}
                          value={value}
                          checked={choice === value}
                          onChange={() => setChoice(value)}
                        />
                        <label htmlFor={`${idPrefix}-${r.id}-${value}`}>{t(value === 'sale' ? 'reservations.afterSale' : 'reservations.afterOwn')}</label>
                      </div>
                    ))}
                  </fieldset>
                ) : (
                  <p>{t('reservations.usageNote')}</p>
                )}
                <div className="btn-row">
                  <button type="button" className="btn btn--primary" disabled={busy} onClick={() => remove(r)}>
                    {busy ? t('reservations.deleting') : t('reservations.confirm')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary"
                    disabled={busy}
                    onClick={() => {
                      returnTo.current = r.id
                      setOpen(null)
                    }}
                  >
                    {t('reservations.cancel')}
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
