'use client'

import { noonUtc, WeekdayRow } from '@/components/ui/WeekdayRow'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { addMonths, monthGrid, monthStart } from '@/components/booking/calendarDates'
import type { IsoDate } from '@/domain/catalogue'
import { formatFinnishDate } from '@/domain/helsinki'
import { marks, type CalendarDay } from '@/domain/homeowner/calendar'
import { localeIso } from '@/domain/locale'
import { markSymbols, nextMonth, periodsOf } from './calendarView'
import { homeownerApi } from './homeownerApi'
import { useErrorText, useHomeownerCall, useLoaded } from './useHomeowner'

type Props = { apartmentId: number; today: IsoDate; version: number; idPrefix: string }

/**
 * A month of the apartment's nights, Monday first: a table whose cells say the mark in words (for
 * screen readers), a symbol and a colour with a pattern, then the same month as a list of periods.
 */
export function MonthCalendar({ apartmentId, today, version, idPrefix }: Props) {
  const t = useTranslations('homeowner')
  const date = useTranslations('shop.date')
  const locale = useLocale()
  const call = useHomeownerCall()
  const errorText = useErrorText()
  const [month, setMonth] = useState<IsoDate>(monthStart(today))
  const answer = useLoaded(() => call((l) => homeownerApi.calendar(apartmentId, month, nextMonth(month), l)), [call, apartmentId, month, version])
  const iso = localeIso[locale]
  const monthLabel = new Intl.DateTimeFormat(iso, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noonUtc(month))
  // A month's answer only: a late answer of the month before must not fill this month's cells.
  const days = answer.status === 'ready' && answer.value.from === month ? answer.value.days : []
  const byDate = new Map(days.map((d) => [d.date, d]))
  const titleId = `${idPrefix}-title`
  const monthId = `${idPrefix}-month`

  const markText = (d: CalendarDay) => `${t(`marks.${d.mark}`)}${d.mine ? ` (${t('calendar.mine')})` : ''}`

  return (
    <section className="ho-calendar" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('calendar.title')}</h3>
      <div className="ho-calendar__bar">
        <button type="button" className="btn btn--secondary ho-calendar__nav" onClick={() => setMonth(addMonths(month, -1))}>
          <span aria-hidden="true">‹ </span>
          {t('calendar.previous')}
        </button>
        <p id={monthId} className="ho-calendar__month" aria-live="polite">
          {monthLabel}
        </p>
        <button type="button" className="btn btn--secondary ho-calendar__nav" onClick={() => setMonth(addMonths(month, 1))}>
          {t('calendar.next')}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <ul className="ho-legend" aria-label={t('calendar.legend')}>
        {marks.map((mark) => (
          <li key={mark}>
            <span className={`ho-mark ho-mark--${mark}`} aria-hidden="true">
              {markSymbols[mark]}
            </span>
            {t(`marks.${mark}`)}
          </li>
        ))}
      </ul>
      {answer.status === 'loading' || (answer.status === 'ready' && days.length === 0) ? <p role="status">{t('calendar.loading')}</p> : null}
      {answer.status === 'failed' ? <p role="alert">{errorText(answer.error, 'calendarFailed')}</p> : null}
      <table className="ho-calendar__grid" aria-labelledby={monthId}>
        <thead>
          <WeekdayRow shortNames={date('weekdaysShort').split(' ')} iso={iso} />
        </thead>
        <tbody>
          {monthGrid(month).map((week, w) => (
            <tr key={`${month}-${w}`}>
              {week.map((day, i) => {
                const marked = day ? byDate.get(day) : undefined
                return day ? (
                  <td key={day} className={marked ? `ho-day ho-mark--${marked.mark}` : 'ho-day'} aria-current={day === today ? 'date' : undefined}>
                    <span className="ho-day__number">{Number(day.slice(8, 10))}</span>
                    {marked ? (
                      <>
                        <span className="ho-day__symbol" aria-hidden="true">
                          {markSymbols[marked.mark]}
                        </span>
                        <span className="visually-hidden">{markText(marked)}</span>
                      </>
                    ) : null}
                    {day === today ? <span className="visually-hidden">({t('calendar.today')})</span> : null}
                  </td>
                ) : (
                  <td key={`blank-${i}`} className="ho-day ho-day--blank" />
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {days.length > 0 ? (
        <>
          <h4 className="ho-calendar__list-title">{t('calendar.listTitle', { month: monthLabel })}</h4>
          <ul className="ho-periods">
            {periodsOf(days).map((p) => (
              <li key={p.from}>
                <span className={`ho-mark ho-mark--${p.mark}`} aria-hidden="true">
                  {markSymbols[p.mark]}
                </span>
                <span>
                  <strong>{t(`marks.${p.mark}`)}</strong>
                  {p.mine ? ` (${t('calendar.mine')})` : ''}: {t('calendar.period', { from: formatFinnishDate(p.from), to: formatFinnishDate(p.to) })} (
                  {t('calendar.nights', { count: p.nights })})
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
