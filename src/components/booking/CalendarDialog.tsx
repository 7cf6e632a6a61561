'use client'

import { noonUtc, WeekdayRow } from '@/components/ui/WeekdayRow'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { IsoDate } from '@/domain/catalogue'

import { localeIso } from '@/domain/locale'
import { addMonths, isCalendarKey, monthGrid, monthStart, moveFocus } from './calendarDates'

/** What the price calendar says of a day: whether it can be chosen, and its price as text. */
export type DayInfo = { available: boolean; price?: string }

export type CalendarExtras = {
  /** The price calendar's word on a day; undefined while it is not known (the day stays choosable). */
  dayInfo?: (day: IsoDate) => DayInfo | undefined
  /** Called with each month the grid shows (`YYYY-MM`), to load its prices. */
  onMonth?: (month: string) => void
  /** A line under the grid for the shown month (`YYYY-MM`): what the prices mean, or that they are loading. */
  note?: (month: string) => string | undefined
}

type Props = CalendarExtras & {
  id: string
  label: string
  value: IsoDate | ''
  min: IsoDate
  today: IsoDate
  onSelect: (day: IsoDate) => void
  onClose: () => void
}

/** A modal month grid (APG date picker dialog): Monday first, arrows, PageUp/PageDown, Home/End. */
export function CalendarDialog({ id, label, value, min, today, onSelect, onClose, dayInfo, onMonth, note }: Props) {
  const t = useTranslations('shop.date')
  const tPrice = useTranslations('bookingSearch.calendar')
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

  const shownMonth = focused.slice(0, 7)
  useEffect(() => {
    onMonth?.(shownMonth)
  }, [onMonth, shownMonth])

  const infoOf = (day: IsoDate) => (day < min ? undefined : dayInfo?.(day))
  const choosable = (day: IsoDate) => day >= min && infoOf(day)?.available !== false
  const choose = (day: IsoDate) => {
    if (choosable(day)) onSelect(day)
  }
  // The price and whether the day is free are part of its name, not only its look (screen readers).
  const nameOf = (day: IsoDate) => {
    const info = infoOf(day)
    const parts = [dayLabel.format(noonUtc(day))]
    if (info?.price) parts.push(tPrice('nightPrice', { price: info.price }))
    if (info) parts.push(tPrice(info.available ? 'available' : 'unavailable'))
    return parts.join(', ')
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
                      className={`calendar__day${dayInfo ? ' calendar__day--priced' : ''}`}
                      aria-label={nameOf(day)}
                      aria-current={day === today ? 'date' : undefined}
                      aria-disabled={choosable(day) ? undefined : true}
                      onClick={() => choose(day)}
                      onFocus={() => setFocused(day)}
                    >
                      <span className="calendar__date">{Number(day.slice(8, 10))}</span>
                      {infoOf(day) ? (
                        <span className="calendar__price" aria-hidden="true">
                          {infoOf(day)!.available ? (infoOf(day)!.price ?? '') : tPrice('full')}
                        </span>
                      ) : null}
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
      {note ? (
        <p className="calendar__note" role="status">
          {note(shownMonth)}
        </p>
      ) : null}
      <p id={`${id}-calendar-help`} className="calendar__help">
        {t('calendarHelp')}
      </p>
      <button type="button" className="btn btn--secondary calendar__close" onClick={onClose}>
        {t('close')}
      </button>
    </dialog>
  )
}
