/** Browser calls of the homeowner service (docs/api.md#homeowner), in the visitor's language, answering ok or the error body. */
import type { IsoDate } from '@/domain/catalogue'
import { apiCall } from '@/components/account/accountApi'
import type { CoUserRights } from '@/domain/homeowner/access'
import {
  type ApartmentsResponse,
  type CalendarResponse,
  type DeleteReservationResponse,
  type FeedTokenResponse,
  type OwnReservationRequest,
  type ReleaseView,
  type ReservationView,
  type StatementResponse,
  homeownerApiBase,
} from '@/domain/homeowner/api'
import type { AfterDelete } from '@/domain/homeowner/rules'
import type { Locale } from '@/domain/locale'

const call = apiCall

const apartment = (id: number) => `${homeownerApiBase}/${id}`

export const homeownerApi = {
  apartments: (l: Locale) => call<ApartmentsResponse>('GET', homeownerApiBase, l),
  calendar: (id: number, from: IsoDate, to: IsoDate, l: Locale) =>
    call<CalendarResponse>('GET', `${apartment(id)}/calendar?${new URLSearchParams({ from, to })}`, l),
  reserve: (id: number, body: OwnReservationRequest, l: Locale) => call<ReservationView>('POST', `${apartment(id)}/reservations`, l, body),
  bookSlot: (id: number, slotId: string, l: Locale) => call<ReservationView>('POST', `${apartment(id)}/slots/${encodeURIComponent(slotId)}/booking`, l, {}),
  deleteReservation: (id: number, reservationId: number, afterDelete: AfterDelete, l: Locale) =>
    call<DeleteReservationResponse>('DELETE', `${apartment(id)}/reservations/${reservationId}`, l, { afterDelete }),
  release: (id: number, range: { from: IsoDate; to: IsoDate }, l: Locale) => call<ReleaseView>('POST', `${apartment(id)}/releases`, l, range),
  takeBack: (id: number, releaseId: number, l: Locale) => call<unknown>('DELETE', `${apartment(id)}/releases/${releaseId}`, l),
  invite: (id: number, body: { email: string; rights: CoUserRights }, l: Locale) => call<unknown>('POST', `${apartment(id)}/co-users`, l, body),
  removeCoUser: (id: number, coUserId: number, l: Locale) => call<unknown>('DELETE', `${apartment(id)}/co-users/${coUserId}`, l),
  renewFeed: (id: number, l: Locale) => call<FeedTokenResponse>('POST', `${apartment(id)}/feed-token`, l, {}),
  statement: (id: number, year: number, l: Locale) => call<StatementResponse>('GET', `${apartment(id)}/statement?year=${year}`, l),
  statementCsvUrl: (id: number, year: number) => `${apartment(id)}/statement.csv?year=${year}`,
}
