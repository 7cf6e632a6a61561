import { describe, expect, it } from 'vitest'
import type { CartLine } from './cartLine'
import { groupLines } from './lineGroups'

const line = (dataKey: string, overrides: Partial<CartLine> = {}): CartLine => ({
  dataKey,
  productCode: 'UINTI-AIKUINEN',
  type: 'Activity',
  title: 'Swimming, adult',
  image: null,
  icon: 'ticket',
  from: '2026-12-20',
  to: '2026-12-20',
  persons: null,
  personNames: [],
  metadata: { amount: 1, dates: { from: '2026-12-20', to: '2026-12-20' } },
  bundledProductCodes: [],
  price: 800,
  priceWithoutTax: 705,
  discountAmount: 0,
  valid: true,
  unavailable: false,
  ...overrides,
})

describe('groupLines', () => {
  it('shows tickets of one product and day as one row, in the order first added', () => {
    const child = line('c1', { productCode: 'UINTI-LAPSI' })
    const groups = groupLines([line('a1'), child, line('a2'), line('a3')])
    expect(groups.map((g) => g.lines.map((l) => l.dataKey))).toEqual([['a1', 'a2', 'a3'], ['c1']])
  })
  it('keeps other days, other times and named or dated stays apart', () => {
    const otherDay = line('d1', { metadata: { amount: 1, dates: { from: '2026-12-21', to: '2026-12-21' } } })
    const slot = (key: string, dateTime: string) => line(key, { icon: 'activity', productCode: 'KIIPEILY', metadata: { amount: 1, dateTime } })
    const stay = (key: string) => line(key, { icon: 'accommodation', type: 'Accommodation', productCode: 'HUONE-2H' })
    const groups = groupLines([
      line('a1'),
      otherDay,
      slot('s1', '2026-12-20T09:00:00.000Z'),
      slot('s2', '2026-12-20T12:00:00.000Z'),
      slot('s3', '2026-12-20T09:00:00.000Z'),
      stay('h1'),
      stay('h2'),
    ])
    expect(groups.map((g) => g.lines.map((l) => l.dataKey))).toEqual([['a1'], ['d1'], ['s1', 's3'], ['s2'], ['h1'], ['h2']])
  })
})
