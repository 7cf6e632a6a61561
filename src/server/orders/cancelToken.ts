import 'server-only'
/**
 * The token of the confirmation e-mail's "manage your booking" link (docs/refunds.md#cancelling): a
 * MAC of the order number under the app's secret. A guest without an account proves with it that
 * the order is theirs; nothing is stored, and it names one order only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'

export const cancelToken = (secret: string, orderNumber: string) =>
  createHmac('sha256', secret).update(`order-cancel:${orderNumber}`).digest('base64url').slice(0, 32)

export function cancelTokenValid(secret: string, orderNumber: string, token: string): boolean {
  const expected = Buffer.from(cancelToken(secret, orderNumber))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The link the confirmation e-mail carries, in the order's language. */
export const manageBookingUrl = (siteUrl: string, secret: string, orderNumber: string, locale: Locale) =>
  `${siteUrl}${localizedPath('manageBooking', locale)}?order=${encodeURIComponent(orderNumber)}&token=${cancelToken(secret, orderNumber)}`

/**
 * The token of the order's "add to calendar" link (docs/checkout.md#add-to-calendar). A purpose of
 * its own: the confirmation page shows it to whoever holds the payment return, and a calendar link
 * passed on must not also cancel the booking.
 */
export const calendarToken = (secret: string, orderNumber: string) =>
  createHmac('sha256', secret).update(`order-calendar:${orderNumber}`).digest('base64url').slice(0, 32)

export function calendarTokenValid(secret: string, orderNumber: string, token: string): boolean {
  const expected = Buffer.from(calendarToken(secret, orderNumber))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The calendar file's address, relative to the site, as the confirmation page links it. */
export const orderCalendarPath = (secret: string, orderNumber: string) =>
  `/proxy/vm-shopping/v1/order/calendar.ics?${new URLSearchParams({ orderNumber, token: calendarToken(secret, orderNumber) })}`
