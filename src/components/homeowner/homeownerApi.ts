/** Browser calls of the homeowner service (docs/api.md#homeowner), in the visitor's language, answering ok or the error body. */
import type { IsoDate } from '@/domain/catalogue'
import type { AccountAnswer } from '@/components/account/accountApi'
import type { CoUserRights } from '@/domain/homeowner/access'
import type {
  ApartmentsResponse,
  CalendarResponse,
  DeleteReservationResponse,
  FeedTokenResponse,
  OwnReservationRequest,
  ReleaseView,
  ReservationView,
  StatementResponse,
} from '@/domain/homeowner/api'
import type { AfterDelete } from '@/domain/homeowner/rules'
import { localeIso, type Locale } from '@/domain/locale'

export const homeownerBase = '/proxy/vm-homeowner/v1/apartments'

async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, locale: Locale, body?: unknown): Promise<AccountAnswer<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers: { 'x-locale': localeIso[locale], ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    })
    const json = (await response.json().catch(() => ({}))) as unknown
    if (response.ok) return { ok: true, value: json as T }
    return { ok: false, error: { ...(json as object), status: response.status } }
  } catch {
    // Offline or cut: the same as a server failure for the page.
    return { ok: false, error: { status: 0 } }
  }
}

const apartment = (id: number) => `${homeownerBase}/${id}`

export const homeownerApi = {
  apartments: (l: Locale) => call<ApartmentsResponse>('GET', homeownerBase, l),
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
