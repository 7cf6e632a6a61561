'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { defaultPersons, type IsoDate, type Persons } from '@/domain/catalogue'
import { DatePicker } from './DatePicker'
import { PersonsPicker } from './PersonsPicker'
import { searchQueryString, type SearchQuery } from './searchQuery'
import { StayDates } from './StayDates'
import { markupDay, useToday } from './useToday'
import { withIntl } from '@/components/ui/IntlIsland'
import { AwakeForm } from '@/components/ui/AwakeControls'

export type QuickKind = 'stay' | 'course' | 'activity' | 'court'
const kinds: QuickKind[] = ['stay', 'course', 'activity', 'court']

type Props = {
  id: string
  /** The listing URL of each kind in the page's language. */
  targets: Record<QuickKind, string>
}

/** The search each kind hands to its listing (src/components/booking/searchQuery.ts). */
export function quickSearchQuery(kind: QuickKind, from: IsoDate | '', to: IsoDate | '', day: IsoDate | '', persons: Persons): SearchQuery {
  switch (kind) {
    case 'stay':
      return { ...(from && to ? { from, to } : {}), persons }
    case 'course':
      return { persons }
    case 'activity':
    case 'court':
      return day ? { day } : {}
  }
}

/**
 * The compact booking search: what (a stay, a course, an activity or a court), its dates and the
 * party; "Search" opens the kind's listing with the search filled in.
 */
export function QuickSearch({ id, targets }: Props) {
  const t = useTranslations('bookingSearch.quick')
  const router = useRouter()
  const today = useToday()
  const [kind, setKind] = useState<QuickKind>('stay')
  const [from, setFrom] = useState<IsoDate | ''>('')
  const [to, setTo] = useState<IsoDate | ''>('')
  const [day, setDay] = useState<IsoDate | ''>('')
  const [persons, setPersons] = useState<Persons>(defaultPersons('accommodation'))

  return (
    <AwakeForm
      role="search"
      aria-label={t('label')}
      className="quick-search"
      onSubmit={(event) => {
        event.preventDefault()
        router.push(`${targets[kind]}${searchQueryString(quickSearchQuery(kind, from, to, day || today || '', persons))}`)
      }}
    >
      <fieldset className="choices quick-search__kinds">
        <legend className="field__label">{t('what')}</legend>
        {kinds.map((k) => (
          <label key={k} className="choice quick-search__kind">
            <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
            {t(`kind.${k}`)}
          </label>
        ))}
      </fieldset>
      <div className="quick-search__fields">
        {kind === 'stay' ? <StayDates idPrefix={`${id}-stay`} from={from} to={to} today={today ?? markupDay} onFrom={setFrom} onTo={setTo} /> : null}
        {today && (kind === 'activity' || kind === 'court') ? (
          <DatePicker id={`${id}-day`} label={t('day')} value={day || today} min={today} today={today} onChange={setDay} />
        ) : null}
        {kind === 'stay' || kind === 'course' ? <PersonsPicker id={`${id}-persons`} value={persons} onChange={setPersons} /> : null}
        <button type="submit" className="btn btn--primary quick-search__submit">
          {t('submit')}
        </button>
      </div>
    </AwakeForm>
  )
}

/** The island the content page renders (src/components/islands.tsx), with its texts. */
export const QuickSearchIsland = withIntl(QuickSearch)
