/**
 * How e-mails write amounts, rates and moments (docs/limits.md#money-and-vat). Money goes through the site's own
 * `formatPrice`, so a mail shows exactly what the confirmation page shows; times are Helsinki wall
 * clock whatever zone the server runs in.
 */
import type { Cents } from '@/domain/catalogue'
import { formatFinnishDate, helsinkiDay, helsinkiTime } from '@/domain/helsinki'
import { localeIso, type Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'

export const formatMoney = (cents: Cents, locale: Locale): string => formatPrice(cents, locale)

/** A VAT rate in basis points as the number before the percent sign: 1350 -> "13,5" (fi, sv), "13.5" (en). */
export function formatRate(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(localeIso[locale], { maximumFractionDigits: 2 }).format(basisPoints / 100)
}

/** The Helsinki day and time of a UTC instant, e.g. "12.06.2026" and "14:00". */
export function helsinkiMoment(isoInstant: string): { date: string; time: string } {
  const instant = new Date(isoInstant)
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an ISO instant: ${isoInstant}`)
  return { date: formatFinnishDate(helsinkiDay(instant)), time: helsinkiTime(instant) }
}
