import { describe, expect, it } from 'vitest'
import type { OrderLineView } from '@/domain/checkout/api'
import { daysBeforeDeadline, hoursBeforeDeadline } from '@/domain/orders/cancellation'
import { bookingErrorKey, bookingQuery, deadlineParts, keepCancellable, refundSum, refusedLineId } from './cancellationView'

const line = (id: string, total: number, refunded = 0, notCancellable: OrderLineView['cancellation']['notCancellable'] = null): OrderLineView => ({
  id,
  productCode: 'P',
  title: `Line ${id}`,
  type: 'accommodation',
  from: '2026-12-10',
  to: '2026-12-12',
  dateTime: null,
  quantity: 1,
  unitPrice: total,
  discount: 0,
  total,
  taxBasisPoints: 1000,
  guests: [],
  recipient: null,
  comment: null,
  ratePlan: null,
  endsAt: null,
  checkIn: null,
  checkOut: null,
  places: [],
  whatToBring: null,
  doorCode: null,
  cancellation: { policy: 'free', until: '2026-12-05T22:00:00.000Z', cancelledAt: null, refunded, notCancellable },
})

describe('refundSum', () => {
  const lines = [line('a', 12_000), line('b', 5_050, 1_000), line('c', 9_900)]
  it('adds the chosen lines less what was already refunded of them', () => {
    expect(refundSum(lines, new Set(['a', 'b']))).toBe(12_000 + 4_050)
  })
  it('is zero when nothing is chosen and ignores unknown ids', () => {
    expect(refundSum(lines, new Set())).toBe(0)
    expect(refundSum(lines, new Set(['zzz', 'c']))).toBe(9_900)
  })
  it('never goes below zero for a line refunded in full', () => {
    expect(refundSum([line('a', 1_000, 1_500)], new Set(['a']))).toBe(0)
  })
})

describe('keepCancellable', () => {
  it('drops chosen lines that can no longer be cancelled', () => {
    const lines = [line('a', 1), line('b', 1, 0, 'deadlinePassed')]
    expect([...keepCancellable(lines, new Set(['a', 'b', 'x']))]).toEqual(['a'])
  })
})

describe('deadlineParts', () => {
  it('shows a days-before deadline (a Helsinki midnight) as the day before, without a time', () => {
    // Two days before arrival on 7.12.2026: until the end of 5.12.2026.
    expect(deadlineParts(daysBeforeDeadline('2026-12-07', 2).toISOString())).toEqual({ date: '05.12.2026', time: null })
  })
  it('does the same in summer time', () => {
    expect(deadlineParts(daysBeforeDeadline('2026-07-01', 1).toISOString())).toEqual({ date: '30.06.2026', time: null })
  })
  it('shows an hours-before deadline with the Helsinki date and time', () => {
    // A 14:00 Helsinki start (12:00 UTC in winter), 24 hours before.
    expect(deadlineParts(hoursBeforeDeadline('2026-12-05T12:00:00.000Z', 24).toISOString())).toEqual({ date: '04.12.2026', time: '14:00' })
  })
  it('gives null for an unreadable instant', () => {
    expect(deadlineParts('soon')).toBeNull()
  })
})

describe('bookingQuery', () => {
  it('reads the order number and the token', () => {
    expect(bookingQuery('?order=KR-1001&token=abc.def')).toEqual({ orderNumber: 'KR-1001', token: 'abc.def' })
  })
  it('has no token for a signed-in customer and nothing without an order', () => {
    expect(bookingQuery('?order=KR-1001')).toEqual({ orderNumber: 'KR-1001', token: null })
    expect(bookingQuery('?token=abc')).toBeNull()
    expect(bookingQuery('')).toBeNull()
  })
})

describe('bookingErrorKey', () => {
  it('calls a missing session or a wrong token an invalid link', () => {
    expect(bookingErrorKey(401, false)).toBe('linkInvalid')
    expect(bookingErrorKey(404, true)).toBe('linkInvalid')
  })
  it('tells a signed-in customer the order is not theirs', () => {
    expect(bookingErrorKey(404, false)).toBe('notFound')
  })
  it('names the other answers', () => {
    expect(bookingErrorKey(409, true)).toBe('notCancellable')
    expect(bookingErrorKey(400, true)).toBe('badRequest')
    expect(bookingErrorKey(500, true)).toBe('failed')
    expect(bookingErrorKey(0, false)).toBe('failed')
  })
})

describe('refusedLineId', () => {
  it('reads the line of a 409 answer', () => {
    expect(refusedLineId('notCancellable:42')).toBe('42')
    expect(refusedLineId('conflict')).toBeNull()
    expect(refusedLineId(undefined)).toBeNull()
  })
})
