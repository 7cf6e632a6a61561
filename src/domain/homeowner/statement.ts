/**
 * The owner's yearly statement (docs/homeowner.md#the-statement): the nights the resort sold in the
 * apartment, their sales with and without VAT, and the owner's share of the sales without VAT, by
 * month of the night. A line's price is spread evenly over its nights, a leftover cent on the first.
 */
import type { Cents, IsoDate } from '../catalogue'
import { priceWithoutTax } from '../money'

export type SoldNight = { night: IsoDate; grossCents: Cents; taxBasisPoints: number }
export type StatementMonth = { month: string; nights: number; grossCents: Cents; netCents: Cents; ownerShareCents: Cents }
export type Statement = { year: number; revenueSharePercent: number; months: StatementMonth[]; total: Omit<StatementMonth, 'month'> }

/** `total` over `nights` nights, in whole cents that add up to it. */
export function spreadOverNights(total: Cents, nights: number): Cents[] {
  const each = Math.floor(total / nights)
  return Array.from({ length: nights }, (_, i) => each + (i < total - each * nights ? 1 : 0))
}

export function statement(year: number, revenueSharePercent: number, sold: SoldNight[]): Statement {
  const months: StatementMonth[] = Array.from({ length: 12 }, (_, i) => ({
    month: `${year}-${String(i + 1).padStart(2, '0')}`,
    nights: 0,
    grossCents: 0,
    netCents: 0,
    ownerShareCents: 0,
  }))
  for (const s of sold) {
    if (!s.night.startsWith(`${year}-`)) continue
    const m = months[Number(s.night.slice(5, 7)) - 1]!
    m.nights++
    m.grossCents += s.grossCents
    m.netCents += priceWithoutTax(s.grossCents, s.taxBasisPoints)
  }
  // The share is rounded once per month, so the months add up to the year's figures.
  for (const m of months) m.ownerShareCents = Math.round((m.netCents * revenueSharePercent) / 100)
  const sum = (f: (m: StatementMonth) => number) => months.reduce((a, m) => a + f(m), 0)
  return {
    year,
    revenueSharePercent,
    months,
    total: {
      nights: sum((m) => m.nights),
      grossCents: sum((m) => m.grossCents),
      netCents: sum((m) => m.netCents),
      ownerShareCents: sum((m) => m.ownerShareCents),
    },
  }
}

const euros = (cents: Cents) => (cents / 100).toFixed(2)

/** The statement as CSV (RFC 4180, comma separated, dot decimals): one row per month and a total. */
export function statementCsv(s: Statement, headings: { month: string; nights: string; gross: string; net: string; share: string; total: string }): string {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  const row = (label: string, m: Omit<StatementMonth, 'month'>) =>
    [label, String(m.nights), euros(m.grossCents), euros(m.netCents), euros(m.ownerShareCents)].map(cell).join(',')
  const header = [headings.month, headings.nights, headings.gross, headings.net, `${headings.share} (${s.revenueSharePercent} %)`].map(cell).join(',')
  return [header, ...s.months.map((m) => row(m.month, m)), row(headings.total, s.total)].join('\r\n') + '\r\n'
}
