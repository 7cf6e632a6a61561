import 'server-only'
/** The private calendar feed and its renewal (docs/homeowner.md#calendar-feed). */
import { tooManyRoles } from '@/domain/homeowner/access'
import type { FeedTokenResponse } from '@/domain/homeowner/api'
import { feedEvents, icsFeed } from '@/domain/homeowner/feed'
import { addDays, helsinkiDay } from '@/domain/helsinki'
import type { Locale } from '@/domain/locale'
import { customerById } from '@/server/db/customerStore'
import { feedVersion, loadApartment, renewFeedVersion, rightsOf } from '@/server/db/homeownerStore'
import { apartmentFor } from './apartmentAccess'
import { calendarOf } from './calendarService'
import { feedToken, feedTokenCustomer, feedTokenValid, feedUrl } from './feedToken'
import type { HomeownerDeps, HomeownerResult } from './homeownerDeps'
import { homeownerText, refusal } from './homeownerText'
import type { TextFile } from '@/server/http/fileResponse'

/** A month back and a year ahead: what a calendar app needs, and a bounded answer. */
const feedRange = (today: string) => ({ from: addDays(today, -31), to: addDays(today, 366) })

/**
 * Calendar apps fetch the feed without cookies, so the token is the only credential: it must be
 * this apartment's, of the customer's current feed version, and the customer must still have rights.
 * Every failure answers the same 404, so a token cannot be probed for which part was wrong.
 */
export async function calendarFeed(
  deps: Omit<HomeownerDeps, 'customerId'>,
  input: { id: number; token: string; locale?: Locale },
): Promise<HomeownerResult<TextFile>> {
  const locale = input.locale ?? deps.locale
  const notFound = refusal(locale, 404, 'feedToken')
  const token = feedTokenCustomer(input.token)
  if (!token) return notFound
  const customer = await customerById(deps.db, token.customerId)
  if (!customer || !customer.isEmailVerified) return notFound
  if (!feedTokenValid(deps.secret, token, input.id, await feedVersion(deps.db, customer.id))) return notFound
  const rights = await rightsOf(deps.db, customer)
  if (tooManyRoles(rights.map((r) => r.rights)) || !rights.some((r) => r.apartmentId === input.id)) return notFound
  const apartment = await loadApartment(deps.db, input.id)
  if (!apartment) return notFound
  const viewer = { id: customer.id, email: customer.email, firstName: customer.firstName, lastName: customer.lastName }
  const calendar = await calendarOf(deps.db, apartment, viewer, feedRange(helsinkiDay(deps.now)), deps.now)
  const t = homeownerText(locale)
  const body = icsFeed({
    uidPrefix: `apartment-${apartment.id}`,
    name: t('mail.feedName', { apartment: apartment.name, siteName: deps.siteName }),
    events: feedEvents(calendar.days),
    summary: (mark) => `${t(`marks.${mark}`)} – ${apartment.name}`,
    stamp: deps.now,
  })
  return { ok: true, value: { body, contentType: 'text/calendar; charset=utf-8', filename: `apartment-${apartment.id}.ics` } }
}

/** A new feed link for the caller; every older link of theirs stops working. */
export async function renewFeedToken(deps: HomeownerDeps, input: { id: number }): Promise<HomeownerResult<FeedTokenResponse>> {
  const access = await apartmentFor(deps, input.id, 'view')
  if (!access.ok) return access
  const { viewer, apartment } = access.value
  await deps.db.transaction((tx) => renewFeedVersion(tx, viewer.id))
  const version = await feedVersion(deps.db, viewer.id)
  return { ok: true, value: { feedUrl: feedUrl(deps.siteUrl, apartment.id, feedToken(deps.secret, viewer.id, apartment.id, version), deps.locale) } }
}
