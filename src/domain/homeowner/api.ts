/**
 * The homeowner endpoints' answers (docs/api.md#homeowner), shared by the services and the page.
 * Paths under `/proxy/vm-homeowner/v1/apartments`.
 */
import type { IsoDate } from '../catalogue'
import type { CoUserRights, Rights, RoleLevel } from './access'
import type { CalendarDay, ReservationKind } from './calendar'
import type { Agreement, NightRange, Slot } from './contract'
import type { AfterDelete } from './rules'
import type { Statement } from './statement'

/** Where the homeowner calls live. */
export const homeownerApiBase = '/proxy/vm-homeowner/v1/apartments'

export type ApartmentView = {
  id: number
  name: string
  unitCode: string
  productCode: string
  capacity: number
  rights: Rights
  agreement: Agreement | null
  ownPeriods: (NightRange & { slots: Slot[] })[]
  /** Owner only. */
  revenueSharePercent?: number
  /** Owner only. */
  coUsers?: { id: number; email: string; rights: CoUserRights }[]
  /** The private calendar feed of the viewer (`…/calendar.ics?token=…`). */
  feedUrl: string
}

/** GET `/apartments`: an empty list for an account that is no homeowner; `tooManyRoles` blocks the service. */
export type ApartmentsResponse = { apartments: ApartmentView[]; roles: RoleLevel[]; tooManyRoles: boolean }

export type ReservationView = NightRange & {
  id: number
  kind: ReservationKind
  slotId: string | null
  guests: number | null
  firstName: string
  lastName: string
  mine: boolean
}
export type ReleaseView = NightRange & { id: number }

/** GET `/apartments/{id}/calendar?from=&to=` (at most 366 days). */
export type CalendarResponse = {
  apartmentId: number
  from: IsoDate
  to: IsoDate
  days: CalendarDay[]
  reservations: ReservationView[]
  releases: ReleaseView[]
}

/** POST `/apartments/{id}/reservations`. */
export type OwnReservationRequest = {
  arrival: IsoDate
  departure: IsoDate
  guests: number
  sendCopy: boolean
  firstName: string
  lastName: string
  email: string
  phone: string
  additionalInfo: string
}

/** DELETE `/apartments/{id}/reservations/{rid}` body. */
export type DeleteReservationRequest = { afterDelete: AfterDelete }
export type DeleteReservationResponse = { afterDelete: AfterDelete }

/** POST `/apartments/{id}/releases`. */
export type ReleaseRequest = NightRange

/** POST `/apartments/{id}/co-users`. */
export type CoUserRequest = { email: string; rights: CoUserRights }

/** GET `/apartments/{id}/statement?year=` (`statement.csv` for the file). */
export type StatementResponse = Statement & { apartmentId: number; name: string }

/** POST `/apartments/{id}/feed-token`: a new feed URL; the old one stops working. */
export type FeedTokenResponse = { feedUrl: string }
