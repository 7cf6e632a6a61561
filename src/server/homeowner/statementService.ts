import 'server-only'
/** The owner's yearly statement, as JSON and as CSV (docs/homeowner.md#the-statement). */
import { resourceKey } from '@/domain/availability/resources'
import type { StatementResponse } from '@/domain/homeowner/api'
import { spreadOverNights, statement, statementCsv, type SoldNight } from '@/domain/homeowner/statement'
import { daysBetween } from '@/domain/helsinki'
import { soldLines } from '@/server/db/homeownerStore'
import { apartmentFor } from './apartmentAccess'
import type { TextFile } from '@/server/http/fileResponse'
import type { HomeownerDeps, HomeownerResult } from './homeownerDeps'
import { homeownerText } from './homeownerText'

export async function apartmentStatement(deps: HomeownerDeps, input: { id: number; year: number }): Promise<HomeownerResult<StatementResponse>> {
  const access = await apartmentFor(deps, input.id, 'manage')
  if (!access.ok) return access
  const { apartment } = access.value
  const lines = await soldLines(deps.db, resourceKey.unit(apartment.unitCode), apartment.productCode, input.year)
  // A line's price covers its quantity of units over its nights: a night of one unit is worth an even
  // share. Lines of one order that could each have booked this unit's night (two rooms of the type,
  // same dates) are averaged, weighted by their units, so the night counts once.
  const byAllocation = new Map<number, typeof lines>()
  for (const l of lines) byAllocation.set(l.allocationId, [...(byAllocation.get(l.allocationId) ?? []), l])
  const sold: SoldNight[] = [...byAllocation.values()].map((candidates) => {
    const units = candidates.reduce((sum, l) => sum + Math.max(1, l.quantity), 0)
    const worth = candidates.reduce((sum, l) => {
      const perUnit = Math.round(l.total / Math.max(1, l.quantity))
      return sum + (spreadOverNights(perUnit, daysBetween(l.from, l.to))[daysBetween(l.from, l.night)] ?? 0) * Math.max(1, l.quantity)
    }, 0)
    return { night: candidates[0]!.night, grossCents: Math.round(worth / units), taxBasisPoints: candidates[0]!.taxBasisPoints }
  })
  return {
    ok: true,
    value: { apartmentId: apartment.id, name: apartment.name, ...statement(input.year, apartment.contract.revenueSharePercent, sold) },
  }
}

export async function statementFile(deps: HomeownerDeps, input: { id: number; year: number }): Promise<HomeownerResult<TextFile>> {
  const result = await apartmentStatement(deps, input)
  if (!result.ok) return result
  const t = homeownerText(deps.locale)
  const headings = {
    month: t('statement.month'),
    nights: t('statement.nights'),
    gross: t('statement.gross'),
    net: t('statement.net'),
    share: t('statement.share'),
    total: t('statement.total'),
  }
  return {
    ok: true,
    value: {
      body: statementCsv(result.value, headings),
      contentType: 'text/csv; charset=utf-8',
      filename: `statement-${result.value.apartmentId}-${input.year}.csv`,
    },
  }
}
