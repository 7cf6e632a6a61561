'use client'

import { useState } from 'react'
import type { CalendarEvent } from '@/domain/events/event'
import { icsCalendar, icsFileName, icsMimeType } from '@/domain/events/icsFile'

type Props = { event: CalendarEvent; prodId: string; label: string; errorText: string }

/**
 * "Add to calendar": the event's .ics file is written in the browser (docs/events.md#calendar-files)
 * and handed to it as a download; nothing is asked of the server.
 */
export function AddToCalendar({ event, prodId, label, errorText }: Props) {
  const [failed, setFailed] = useState(false)

  function download() {
    try {
      const file = new Blob([icsCalendar([event], { prodId, now: new Date() })], { type: icsMimeType })
      const url = URL.createObjectURL(file)
      const link = document.createElement('a')
      link.href = url
      link.download = icsFileName(event.title)
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setFailed(false)
    } catch (error) {
      console.error('[events] the calendar file could not be made', error)
      setFailed(true)
    }
  }

  return (
    <>
      <button type="button" className="btn btn--primary" onClick={download}>
        {label}
      </button>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {errorText}
        </p>
      ) : null}
    </>
  )
}
