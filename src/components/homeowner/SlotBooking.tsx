'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { Notice, notice, type NoticeView } from '@/components/account/Notice'
import { formatFinnishDate } from '@/domain/helsinki'
import type { ApartmentView } from '@/domain/homeowner/api'
import type { CalendarDay } from '@/domain/homeowner/calendar'
import { freeSlots } from './calendarView'
import { homeownerApi } from './homeownerApi'
import { useErrorText, useHomeownerCall } from './useHomeowner'

type Props = { apartment: ApartmentView; days: CalendarDay[]; idPrefix: string; onDone: () => void }

/** The free bookable time slots of the own periods, each with a button that makes a usage reservation. */
export function SlotBooking({ apartment, days, idPrefix, onDone }: Props) {
  const t = useTranslations('homeowner')
  const call = useHomeownerCall()
  const errorText = useErrorText()
  const [busy, setBusy] = useState<string | null>(null)
  const [message, setMessage] = useState<NoticeView | null>(null)
  if (!apartment.ownPeriods.some((p) => p.slots.length > 0)) return null
  const slots = freeSlots(apartment, days)
  const range = (s: { from: string; to: string }) => ({ from: formatFinnishDate(s.from), to: formatFinnishDate(s.to) })

  const book = async (slotId: string) => {
    if (busy) return
    setBusy(slotId)
    setMessage(null)
    const answer = await call((l) => homeownerApi.bookSlot(apartment.id, slotId, l))
    setBusy(null)
    if (!answer.ok) return setMessage(notice('error', errorText(answer.error, 'reservationFailed')))
    setMessage(notice('success', t('slots.done', range(answer.value))))
    onDone()
  }

  return (
    <section className="homeowner-section" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>{t('slots.title')}</h3>
      <p>{t('slots.intro')}</p>
      <Notice notice={message} />
      {slots.length === 0 ? (
        <p>{t('slots.none')}</p>
      ) : (
        <ul className="homeowner-rows">
          {slots.map((slot) => (
            <li key={slot.id}>
              <span>{t('calendar.period', range(slot))}</span>
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy !== null}
                aria-label={t('slots.bookSlot', range(slot))}
                onClick={() => book(slot.id)}
              >
                {busy === slot.id ? t('slots.booking') : t('slots.book')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
