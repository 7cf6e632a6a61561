'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import type { IsoDate } from '@/domain/catalogue'
import { formatFinnishDate } from '@/domain/helsinki'
import { CalendarDialog, type CalendarExtras } from './CalendarDialog'
import { parseTypedDate } from './calendarDates'
import { inputDebounceMs } from './constants'
import { markupDay } from './useToday'

type Props = CalendarExtras & {
  id: string
  label: string
  value: IsoDate | ''
  /** Earliest selectable day; days before it are disabled. */
  min: IsoDate
  today: IsoDate
  onChange: (day: IsoDate) => void
}

type DateError = 'invalid' | 'beforeMin'

/** A date field typed as dd.MM.yyyy (or d.M.yyyy) with a calendar dialog; the value is `YYYY-MM-DD`. */
export function DatePicker({ id, label, value, min, today, onChange, ...extras }: Props) {
  const t = useTranslations('shop.date')
  const [text, setText] = useState(value ? formatFinnishDate(value) : '')
  const [error, setError] = useState<DateError | null>(null)
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // What the visitor is typing is theirs until it is committed: a day set from outside meanwhile (the
  // activity page moving on to its first day with times) must not replace it or join it.
  const [typing, setTyping] = useState(false)
  // A day set from outside (the departure following a new arrival) is shown in the same render that
  // brings it. An effect would show it a moment later, and what the visitor typed in that moment
  // would join it ("30.12.202631.12.2026").
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    if (!typing) {
      setText(value ? formatFinnishDate(value) : '')
      setError(null)
    }
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  /** Typing commits a valid day after a pause; Enter and leaving the field also report what is wrong. */
  const commit = (typed: string, report: boolean) => {
    clearTimeout(timer.current)
    const day = parseTypedDate(typed)
    const problem: DateError | null = typed.trim() === '' ? null : !day ? 'invalid' : day < min ? 'beforeMin' : null
    if (report || !problem) setError(problem)
    // A pause in an emptied or half-typed field ("27.01.") is still typing; Enter, leaving the field or a whole day ends it.
    if (report || (day && !problem)) setTyping(false)
    if (!problem && day && day !== value) onChange(day)
  }

  const close = () => setOpen(false)
  // Focus goes back to the opener once the modal calendar is gone (while it is open, the rest of the
  // page is inert and cannot take focus).
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus()
    wasOpen.current = open
  }, [open])

  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  // Rendered before the page has woken up (useToday.ts): what is typed then would be lost when the
  // field comes alive, so it takes nothing until the browser's day is known.
  const waking = today === markupDay
  return (
    <div className="date-field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <span id={hintId} className="field__hint">
        {t('format')}
      </span>
      <div className="date-field__row">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="field__input date-field__input"
          value={text}
          readOnly={waking}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            const typed = event.target.value
            setTyping(true)
            setText(typed)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => commit(typed, false), inputDebounceMs)
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            commit(text, true)
          }}
          onBlur={() => commit(text, true)}
        />
        <button
          ref={opener}
          type="button"
          className="date-field__open"
          aria-haspopup="dialog"
          aria-label={t('openCalendar', { label })}
          disabled={waking}
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <rect x="3.5" y="5" width="17" height="15.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {t(error, { date: formatFinnishDate(min) })}
        </p>
      ) : null}
      {open ? (
        <CalendarDialog
          id={id}
          label={label}
          value={value}
          min={min}
          today={today}
          onClose={close}
          {...extras}
          onSelect={(day) => {
            onChange(day)
            close()
          }}
        />
      ) : null}
    </div>
  )
}
