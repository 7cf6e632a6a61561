import { describe, expect, it } from 'vitest'
import type { AccommodationInventory, ActivityInventory, CourseInventory } from '../catalogue'
import type { SlotOffer, StayOffer } from '../availability/types'
import { cancellationOf, daysBeforeDeadline, whyNotCancellable } from './cancellation'

const price = { withTax: 10000, withoutTax: 8811 }
const stay = (ratePlan: StayOffer['ratePlan'], from = '2026-12-20'): StayOffer => ({
  type: 'stay',
  id: 's',
  ratePlan,
  from,
  to: '2026-12-22',
  nights: 2,
  persons: { adults: 2, children: [] } as unknown as StayOffer['persons'],
  freeUnits: 1,
  available: true,
  reason: null,
  price,
})
const rooms: AccommodationInventory = {
  kind: 'accommodation',
  capacity: 4,
  units: [],
  seasons: [],
  ratePlans: [
    { code: 'freeCancellation', pricePercent: 100, cancelDaysBefore: 14 },
    { code: 'nonRefundable', pricePercent: 90 },
  ],
  closed: [],
}

describe('cancellation deadlines', () => {
  it('lets a free-cancellation stay be cancelled through the Helsinki day N days before arrival', () => {
    // 6 December ends at 22:00 UTC (Helsinki is UTC+2 in winter).
    expect(cancellationOf(rooms, stay('freeCancellation'))).toEqual({ policy: 'free', until: '2026-12-06T22:00:00.000Z' })
  })

  it('counts Helsinki days in summer time too', () => {
    expect(daysBeforeDeadline('2026-07-20', 14).toISOString()).toBe('2026-07-06T21:00:00.000Z')
  })

  it('never refunds a non-refundable rate, and a rate without a rule is not cancelled online', () => {
    expect(cancellationOf(rooms, stay('nonRefundable'))).toEqual({ policy: 'nonRefundable', until: null })
    const noRule = { ...rooms, ratePlans: [{ code: 'freeCancellation' as const, pricePercent: 100 }] }
    expect(cancellationOf(noRule, stay('freeCancellation'))).toEqual({ policy: 'notOnline', until: null })
  })

  it('counts hours back from an activity’s start, and days from a course’s first day', () => {
    const activity: ActivityInventory = { kind: 'activity', schedules: [], price: 2000, closed: [], cancelHoursBefore: 24 }
    const slot = { type: 'slot', start: '2026-12-20T08:00:00.000Z' } as SlotOffer
    expect(cancellationOf(activity, slot)).toEqual({ policy: 'free', until: '2026-12-19T08:00:00.000Z' })
    const course: CourseInventory = { kind: 'course', sessions: [], closed: [], cancelDaysBefore: 7 }
    expect(cancellationOf(course, { type: 'session', from: '2027-01-10' } as never)).toEqual({ policy: 'free', until: '2027-01-03T22:00:00.000Z' })
  })

  it('tells why a line cannot be cancelled now', () => {
    const line = { cancelPolicy: 'free' as const, cancelUntil: '2026-12-06T22:00:00.000Z', cancelledAt: null }
    expect(whyNotCancellable(line, new Date('2026-12-06T21:59:59Z'))).toBeNull()
    expect(whyNotCancellable(line, new Date('2026-12-06T22:00:00Z'))).toBe('deadlinePassed')
    expect(whyNotCancellable({ ...line, cancelledAt: '2026-12-01T10:00:00Z' }, new Date('2026-12-01T11:00:00Z'))).toBe('cancelled')
    expect(whyNotCancellable({ ...line, cancelPolicy: 'nonRefundable' }, new Date('2026-11-01T00:00:00Z'))).toBe('nonRefundable')
  })
})
