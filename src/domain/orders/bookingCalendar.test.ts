import { describe, expect, it } from 'vitest'
import type { OrderLineView } from '../checkout/api'
import { bookingCalendar, bookingEvents, bookingWhen } from './bookingCalendar'

const line = (l: Partial<OrderLineView>): OrderLineView => ({
  id: 'l1',
  productCode: 'P',
  title: 'Lakeside room',
  type: 'Accommodation',
  from: null,
  to: null,
  dateTime: null,
  endsAt: null,
  quantity: 1,
  unitPrice: 10_000,
  discount: 0,
  total: 10_000,
  taxBasisPoints: 1350,
  guests: [],
  recipient: null,
  comment: null,
  cancellation: { policy: 'nonRefundable', until: null, cancelledAt: null, refunded: 0, notCancellable: 'nonRefundable' },
  ratePlan: null,
  checkIn: null,
  checkOut: null,
  places: [],
  whatToBring: null,
  doorCode: null,
  ...l,
})

const stay = line({ from: '2026-12-05', to: '2026-12-07', ratePlan: 'nonRefundable', checkIn: '15:00', checkOut: '12:00', places: ['YH-03'] })
const input = (lines: OrderLineView[]) => ({
  orderNumber: 'KR-100234',
  lines,
  location: 'Kuusirinteentie 1, 12345 Kuusirinne',
  describe: (l: OrderLineView) => `Order KR-100234; ${l.places.join(', ')}`,
  uidDomain: 'kuusirinne.example',
  now: new Date('2026-11-20T10:00:00Z'),
})

describe('bookingWhen', () => {
  it('runs a stay from check-in on arrival to check-out on departure, Helsinki time (UTC+2 in December)', () => {
    expect(bookingWhen(stay)).toEqual({ start: '2026-12-05T13:00:00.000Z', end: '2026-12-07T10:00:00.000Z' })
  })

  it('covers the nights of a stay whose times are not known, and every day of a course', () => {
    expect(bookingWhen({ ...stay, checkIn: null, checkOut: null })).toEqual({ start: '2026-12-04T22:00:00.000Z', end: '2026-12-06T22:00:00.000Z' })
    expect(bookingWhen(line({ type: 'Course', from: '2026-12-05', to: '2026-12-06' }))).toEqual({
      start: '2026-12-04T22:00:00.000Z',
      end: '2026-12-06T22:00:00.000Z',
    })
  })

  it('uses a timed booking’s own end, or an hour when the end is not known', () => {
    const court = line({ dateTime: '2026-12-05T16:00:00.000Z', endsAt: '2026-12-05T17:30:00.000Z' })
    expect(bookingWhen(court)).toEqual({ start: '2026-12-05T16:00:00.000Z', end: '2026-12-05T17:30:00.000Z' })
    expect(bookingWhen({ ...court, endsAt: null })?.end).toBe('2026-12-05T17:00:00.000Z')
  })

  it('has no time for a gift card or a pass', () => {
    expect(bookingWhen(line({ type: 'giftcard' }))).toBeNull()
  })
})

describe('bookingCalendar', () => {
  it('writes one event per booked line, with a stable id, the resort as location and the description given', () => {
    const ics = bookingCalendar(input([stay, line({ id: 'gift', type: 'giftcard' })]), '-//Kuusirinne//Orders//FI')!
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(ics).toContain('UID:l1.KR-100234@kuusirinne.example')
    expect(ics).toContain('DTSTART;TZID=Europe/Helsinki:20261205T150000')
    expect(ics).toContain('DTEND;TZID=Europe/Helsinki:20261207T120000')
    expect(ics).toContain('SUMMARY:Lakeside room')
    expect(ics).toContain('LOCATION:Kuusirinteentie 1\\, 12345 Kuusirinne')
    expect(ics).toContain('DESCRIPTION:Order KR-100234\\; YH-03')
    expect(ics).toContain('BEGIN:VTIMEZONE')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('leaves out cancelled lines, and gives no file when nothing is left to put in a calendar', () => {
    const cancelled = { ...stay, cancellation: { ...stay.cancellation, cancelledAt: '2026-11-21T10:00:00.000Z' } }
    expect(bookingEvents(input([cancelled]))).toEqual([])
    expect(bookingCalendar(input([cancelled, line({ type: 'giftcard' })]), 'x')).toBeNull()
  })
})
