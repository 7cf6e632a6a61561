'use client'

import { useTranslations } from 'next-intl'
import type { IsoDate } from '@/domain/catalogue'
import { DatePicker } from './DatePicker'
import { PersonsPicker } from './PersonsPicker'
import { StayDates } from './StayDates'
import type { Criteria, DatedKind } from './useCategorySearch'
import { usePriceCalendar } from './usePriceCalendar'

type Props = { id: string; categoryCode: string; kind: DatedKind; today: IsoDate; criteria: Criteria; update: (patch: Partial<Criteria>) => void }

/**
 * The search form above a dated listing; results follow every change (a new search aborts the last).
 * For accommodation the calendars show each night's lowest price among the category's room types.
 */
export function ListingSearch({ id, categoryCode, kind, today, criteria, update }: Props) {
  const t = useTranslations('shop')
  const calendar = usePriceCalendar(kind === 'accommodation' ? { categoryCode } : null, criteria.persons)
  return (
    <form role="search" aria-label={t(`search.${kind}`)} className="listing-search" onSubmit={(e) => e.preventDefault()}>
      {kind === 'accommodation' ? (
        <StayDates
          idPrefix={`${id}-stay`}
          from={criteria.from}
          to={criteria.to}
          today={today}
          onFrom={(from) => update({ from })}
          onTo={(to) => update({ to })}
          calendar={calendar}
        />
      ) : null}
      {kind === 'activity' || kind === 'ticket' ? (
        <DatePicker id={`${id}-day`} label={t('day')} value={criteria.day} min={today} today={today} onChange={(day) => update({ day })} />
      ) : null}
      {kind === 'accommodation' || kind === 'course' ? (
        <PersonsPicker id={`${id}-persons`} value={criteria.persons} onChange={(persons) => update({ persons })} />
      ) : null}
    </form>
  )
}
