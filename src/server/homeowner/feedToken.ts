import 'server-only'
/**
 * The private calendar feed's token (docs/homeowner.md#calendar-feed): `<customer>.<mac>` where the
 * MAC signs the customer, the apartment and the customer's feed version. Renewing raises the version,
 * so every older link stops working; nothing secret is stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Locale } from '@/domain/locale'

const mac = (secret: string, customerId: number, apartmentId: number, version: number) =>
  createHmac('sha256', secret).update(`homeowner-feed:${customerId}:${apartmentId}:${version}`).digest('base64url').slice(0, 32)

export const feedToken = (secret: string, customerId: number, apartmentId: number, version: number) =>
  `${customerId}.${mac(secret, customerId, apartmentId, version)}`

/** The customer a token was made for, or null: the caller still checks that customer's rights. */
export function feedTokenCustomer(token: string): { customerId: number; mac: string } | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token)
  return match ? { customerId: Number(match[1]), mac: match[2]! } : null
}

export function feedTokenValid(secret: string, token: { customerId: number; mac: string }, apartmentId: number, version: number): boolean {
  const expected = Buffer.from(mac(secret, token.customerId, apartmentId, version))
  const given = Buffer.from(token.mac)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export const feedUrl = (siteUrl: string, apartmentId: number, token: string, locale: Locale) =>
  `${siteUrl}/proxy/vm-homeowner/v1/apartments/${apartmentId}/calendar.ics?token=${encodeURIComponent(token)}&locale=${locale}`
