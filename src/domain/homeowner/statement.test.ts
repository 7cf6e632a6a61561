import { describe, expect, it } from 'vitest'
import { priceWithoutTax } from '../money'
import { spreadOverNights, statement, statementCsv, type SoldNight, type StatementMonth } from './statement'

const headings = { month: 'Month', nights: 'Nights sold', gross: 'Gross', net: 'Net', share: 'Share', total: 'Total' }
const night = (date: string, grossCents: number, taxBasisPoints = 1350): SoldNight => ({ night: date, grossCents, taxBasisPoints })
const sold = [
  ...spreadOverNights(100_001, 3).map((c, i) => night(`2027-01-0${i + 1}`, c)),
  night('2027-01-31', 12_345),
  night('2027-02-01', 9_999, 2550),
  night('2027-12-31', 7),
  night('2026-12-31', 50_000),
  night('2028-01-01', 50_000),
]

describe('spreadOverNights', () => {
  it('splits a total into whole cents that add up to it exactly, a cent apart at most', () => {
    for (const [total, nights] of [
      [100, 3],
      [1, 7],
      [99_999, 14],
      [0, 2],
      [70_000, 7],
    ] as const) {
      const parts = spreadOverNights(total, nights)
      expect(parts).toHaveLength(nights)
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
      for (const p of parts) expect(Number.isInteger(p)).toBe(true)
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1)
      expect([...parts].sort((a, b) => b - a)).toEqual(parts)
    }
  })
})

describe('statement', () => {
  const s = statement(2027, 37, sold)
  it('has twelve months of the year, January first', () => {
    expect(s.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}`))
  })
  it('counts only the year’s nights, each in the month of the night', () => {
    expect(s.total.nights).toBe(6)
    expect(s.months[0]!.nights).toBe(4)
    expect(s.months[1]!.nights).toBe(1)
    expect(s.months[11]!.nights).toBe(1)
    expect(s.months[0]!.grossCents).toBe(100_001 + 12_345)
  })
  it('takes VAT off by each night’s own rate', () => {
    expect(s.months[1]!.netCents).toBe(priceWithoutTax(9_999, 2550))
  })
  it('adds the months up to the totals, for every column', () => {
    const sum = (f: (m: StatementMonth) => number) => s.months.reduce((a, m) => a + f(m), 0)
    expect(s.total).toEqual({
      nights: sum((m) => m.nights),
      grossCents: sum((m) => m.grossCents),
      netCents: sum((m) => m.netCents),
      ownerShareCents: sum((m) => m.ownerShareCents),
    })
  })
  it('rounds the owner’s share of the sales without VAT to the cent once per month', () => {
    for (const m of s.months) {
      expect(Number.isInteger(m.ownerShareCents)).toBe(true)
      expect(Math.abs(m.ownerShareCents - (m.netCents * 37) / 100)).toBeLessThanOrEqual(0.5)
    }
    expect(statement(2027, 100, sold).total.ownerShareCents).toBe(s.total.netCents)
    expect(statement(2027, 0, sold).total.ownerShareCents).toBe(0)
  })
  it('is all zeros for a year without sales', () => {
    expect(statement(2030, 50, sold).total).toEqual({ nights: 0, grossCents: 0, netCents: 0, ownerShareCents: 0 })
  })
})

describe('statementCsv', () => {
  const s = statement(2027, 37, sold)
  const csv = statementCsv(s, headings)
  const rows = csv.split('\r\n')
  it('ends every row, the last too, with CRLF', () => {
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(rows.at(-1)).toBe('')
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })
  it('has a header naming the share, a row per month and a total row, in euros with a decimal point', () => {
    expect(rows).toHaveLength(1 + 12 + 1 + 1)
    expect(rows[0]).toContain('37 %')
    expect(rows[1]!.split(',')).toEqual([
      '2027-01',
      '4',
      (s.months[0]!.grossCents / 100).toFixed(2),
      (s.months[0]!.netCents / 100).toFixed(2),
      (s.months[0]!.ownerShareCents / 100).toFixed(2),
    ])
    expect(rows[13]!.split(',')[0]).toBe('Total')
    expect(rows[13]!.split(',')[2]).toBe((s.total.grossCents / 100).toFixed(2))
  })
  it('quotes headings that hold a comma or a quote', () => {
    const quoted = statementCsv(s, { ...headings, gross: 'Sales, incl. "VAT"' })
    expect(quoted.split('\r\n')[0]).toContain('"Sales, incl. ""VAT"""')
  })
})
