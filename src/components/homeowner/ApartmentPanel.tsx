'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useToday } from '@/components/booking/useToday'
import type { AccountView } from '@/domain/accounts/api'
import { may } from '@/domain/homeowner/access'
import type { ApartmentView } from '@/domain/homeowner/api'
import { ApartmentFacts } from './ApartmentFacts'
import { CoUsers } from './CoUsers'
import { FeedLink } from './FeedLink'
import { MonthCalendar } from './MonthCalendar'
import { OwnReservationForm } from './OwnReservationForm'
import { Releases } from './Releases'
import { Reservations } from './Reservations'
import { SlotBooking } from './SlotBooking'
import { StatementTable } from './StatementTable'
import { planWindow } from './calendarView'
import { homeownerApi } from './homeownerApi'
import { useErrorText, useHomeownerCall, useLoaded } from './useHomeowner'

type Props = { apartment: ApartmentView; profile: AccountView; onApartmentChanged: () => void }

/**
 * One apartment: its facts, the month calendar, and what the viewer's rights allow. The lists read
 * the next year's nights; every change loads them and the calendar again, so all parts agree.
 */
export function ApartmentPanel({ apartment, profile, onApartmentChanged }: Props) {
  const t = useTranslations('homeowner')
  const today = useToday()
  const call = useHomeownerCall()
  const errorText = useErrorText()
  const [version, setVersion] = useState(0)
  const reload = () => setVersion((v) => v + 1)
  const plan = useLoaded(today ? () => call((l) => homeownerApi.calendar(apartment.id, planWindow(today).from, planWindow(today).to, l)) : null, [
    call,
    apartment.id,
    today,
    version,
  ])
  const id = `homeowner-${apartment.id}`
  if (!today) return <p role="status">{t('calendar.loading')}</p>
  const owner = apartment.rights === 'owner'

  return (
    <article className="homeowner-apartment" aria-labelledby={`${id}-name`}>
      <ApartmentFacts apartment={apartment} headingId={`${id}-name`} />
      <MonthCalendar apartmentId={apartment.id} today={today} version={version} idPrefix={`${id}-calendar`} />
      {may(apartment.rights, 'reserve') ? <OwnReservationForm apartment={apartment} profile={profile} idPrefix={`${id}-reserve`} onDone={reload} /> : null}
      {plan.status === 'failed' ? <p role="alert">{errorText(plan.error, 'loadingFailed')}</p> : null}
      {plan.status === 'loading' ? <p role="status">{t('page.loading')}</p> : null}
      {plan.status === 'ready' ? (
        <>
          {may(apartment.rights, 'reserve') ? <SlotBooking apartment={apartment} days={plan.value.days} idPrefix={`${id}-slots`} onDone={reload} /> : null}
          <Reservations
            apartmentId={apartment.id}
            rights={apartment.rights}
            reservations={plan.value.reservations}
            idPrefix={`${id}-reservations`}
            onDone={reload}
          />
          {may(apartment.rights, 'release') ? (
            <Releases apartmentId={apartment.id} releases={plan.value.releases} idPrefix={`${id}-releases`} onDone={reload} />
          ) : null}
        </>
      ) : null}
      <FeedLink apartmentId={apartment.id} feedUrl={apartment.feedUrl} idPrefix={`${id}-feed`} />
      {owner ? <StatementTable apartmentId={apartment.id} today={today} idPrefix={`${id}-statement`} /> : null}
      {owner && apartment.coUsers ? (
        <CoUsers apartmentId={apartment.id} coUsers={apartment.coUsers} idPrefix={`${id}-co-users`} onDone={onApartmentChanged} />
      ) : null}
    </article>
  )
}
