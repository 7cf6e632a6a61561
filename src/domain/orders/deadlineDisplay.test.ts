import { describe, expect, it } from 'vitest'
import { daysBeforeDeadline, hoursBeforeDeadline } from './cancellation'
import { shownDeadline } from './deadlineDisplay'

describe('shownDeadline', () => {
  it('shows a days-before deadline as the last whole day it includes', () => {
    // 7 days before an arrival on 13.12.2026: cancellable through 6.12.2026.
    expect(shownDeadline(daysBeforeDeadline('2026-12-13', 7).toISOString())).toEqual({ day: '2026-12-06', time: null })
  })

  it('reads midnight in Helsinki summer time too (UTC+3)', () => {
    expect(shownDeadline(daysBeforeDeadline('2026-07-01', 1).toISOString())).toEqual({ day: '2026-06-30', time: null })
  })

  it('shows an hours-before deadline with its Helsinki day and time', () => {
    // A start at 14:00 Helsinki (12:00 UTC in winter), 24 hours before.
    expect(shownDeadline(hoursBeforeDeadline('2026-12-10T12:00:00.000Z', 24).toISOString())).toEqual({ day: '2026-12-09', time: '14:00' })
  })

  it('keeps the day of a time just after midnight', () => {
    expect(shownDeadline('2026-12-09T22:30:00.000Z')).toEqual({ day: '2026-12-10', time: '00:30' })
  })
})
