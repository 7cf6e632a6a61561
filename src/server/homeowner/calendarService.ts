import 'server-only'
/** An apartment's calendar for a range of nights (docs/homeowner.md#the-calendar). */
import { resourceKey } from '@/domain/availability/resources'
import type { CalendarResponse } from '@/domain/homeowner/api'
import { calendarDays } from '@/domain/homeowner/calendar'
import { isNightRange, type NightRange } from '@/domain/homeowner/contract'
import { helsinkiDay } from '@/domain/helsinki'
import { rowsOf } from '@/server/db/allocationStore'
import { releasesOf, reservationsOf, type ApartmentRecord } from '@/server/db/homeownerStore'
import type { SqlPort } from '@/server/db/sqlPort'
import { apartmentFor, type Viewer } from './apartmentAccess'
import type { HomeownerDeps, HomeownerResult } from './homeownerDeps'
import { refusal } from './homeownerText'

/** The calendar as the viewer sees it: guests' reservations show as dates only, never as names. */
export async function calendarOf(db: SqlPort, apartment: ApartmentRecord, viewer: Viewer, range: NightRange, now: Date): Promise<CalendarResponse> {
  const [rows, reservations, releases] = await Promise.all([
    rowsOf(db, resourceKey.unit(apartment.unitCode), range.from, range.to, now),
    reservationsOf(db, apartment.id, range),
    releasesOf(db, apartment.id, range),
  ])
  const days = calendarDays({
    contract: apartment.contract,
    range,
    today: helsinkiDay(now),
    rows: rows.map((r) => ({ night: r.slot, ref: r.ref })),
    reservations,
    releases,
    viewerId: viewer.id,
  })
  return {
    apartmentId: apartment.id,
    ...range,
    days,
    reservations: reservations.map((r) => ({
      id: r.id,
      kind: r.kind,
      from: r.from,
      to: r.to,
      slotId: r.slotId,
      guests: r.guests,
      firstName: r.firstName,
      lastName: r.lastName,
      mine: r.createdBy === viewer.id,
    })),
    releases,
  }
}

export async function apartmentCalendar(deps: HomeownerDeps, input: { id: number; from: string; to: string }): Promise<HomeownerResult<CalendarResponse>> {
  const access = await apartmentFor(deps, input.id, 'view')
  if (!access.ok) return access
  const range = { from: input.from, to: input.to }
  if (!isNightRange(range)) return refusal(deps.locale, 400, 'dates', undefined, 'to')
  return { ok: true, value: await calendarOf(deps.db, access.value.apartment, access.value.viewer, range, deps.now) }
}
