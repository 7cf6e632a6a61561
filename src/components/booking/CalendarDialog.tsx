'use client'

import { noonUtc, WeekdayRow } from '@/components/ui/WeekdayRow'
import './booking.css'
import './CalendarDialog.css'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { IsoDate } from '@/domain/catalogue'

import { localeIso } from '@/domain/locale'
import { addMonths, isCalendarKey, monthGrid, monthStart, moveFocus } from './calendarDates'

type Props = {
  id: string
  label: string
  value: IsoDate | ''
  min: IsoDate
  today: IsoDate
  onSelect: (day: IsoDate) => void
  onClose: () => void
}

/** A modal month grid (APG date picker dialog): Monday first, arrows, PageUp/PageDown, Home/End. */
export function CalendarDialog({ id, label, value, min, today, onSelect, onClose }: Props) {
  const t = useTranslations('shop.date')
  const locale = useLocale()
  const dialog = useRef<HTMLDialogElement>(null)
  const grid = useRef<HTMLTableElement>(null)
  const [focused, setFocused] = useState<IsoDate>(value && value >= min ? value : min > today ? min : today)
  const iso = localeIso[locale]
  const monthLabel = new Intl.DateTimeFormat(iso, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noonUtc(focused))
  const dayLabel = new Intl.DateTimeFormat(iso, { dateStyle: 'full', timeZone: 'UTC' })
  const shortWeekdays = t('weekdaysShort').split(' ')

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  // Keys move the focus with the day; the month buttons keep it, as in the APG date picker dialog.
  const focusGrid = useRef(true)
  useEffect(() => {
    if (focusGrid.current) grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus()
  }, [focused])
  const showMonth = (n: number) => {
    focusGrid.current = false
    setFocused(addMonths(focused, n))
  }

  const choose = (day: IsoDate) => {
    if (day >= min) onSelect(day)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!isCalendarKey(event.key)) return
    event.preventDefault()
    focusGrid.current = true
    setFocused(moveFocus(focused, event.key, event.shiftKey))
  }

  const weeks = monthGrid(focused)
  const headingId = `${id}-month`
  return (
    <dialog
      ref={dialog}
      className="calendar"
      aria-labelledby={headingId}
      aria-describedby={`${id}-calendar-help`}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <p className="calendar__for">{label}</p>
      <div className="calendar__bar">
        <button type="button" className="calendar__nav" onClick={() => showMonth(-1)} aria-label={t('previousMonth')}>
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={headingId} className="calendar__month" aria-live="polite">
          {monthLabel}
        </h2>
        <button type="button" className="calendar__nav" onClick={() => showMonth(1)} aria-label={t('nextMonth')}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" className="calendar__grid" aria-labelledby={headingId} onKeyDown={onKeyDown}>
        <thead>
          <WeekdayRow shortNames={shortWeekdays} iso={iso} />
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={`${monthStart(focused)}-${w}`}>
              {week.map((day, d) =>
                day ? (
                  <td key={day} role="gridcell" aria-selected={day === value}>
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      className="calendar__day"
                      aria-label={dayLabel.format(noonUtc(day))}
                      aria-current={day === today ? 'date' : undefined}
                      aria-disabled={day < min ? true : undefined}
                      onClick={() => choose(day)}
                      onFocus={() => setFocused(day)}
                    >
                      {Number(day.slice(8, 10))}
                    </button>
                  </td>
                ) : (
                  <td key={`blank-${d}`} role="gridcell" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={`${id}-calendar-help`} className="calendar__help">
        {t('calendarHelp')}
      </p>
      <button type="button" className="btn btn--secondary calendar__close" onClick={onClose}>
        {t('close')}
      </button>
    </dialog>
  )
}
