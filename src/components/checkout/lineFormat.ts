/** How checkout shows a line's day, time and VAT rate (docs/limits.md#dates-and-time: dd.MM.yyyy, Helsinki time). */
import type { IsoDate } from '@/domain/catalogue'
import { formatFinnishDate, helsinkiDay, helsinkiTime, isIsoDate } from '@/domain/helsinki'
import { localeIso, type Locale } from '@/domain/locale'

type When = { from: IsoDate | null; to: IsoDate | null }

/** '12.06.2026', '12.06.2026–14.06.2026', or null for a line without a day (gift card, education). */
export function lineDates({ from, to }: When): string | null {
  if (!from || !isIsoDate(from)) return null
  if (!to || to === from || !isIsoDate(to)) return formatFinnishDate(from)
  return `${formatFinnishDate(from)}–${formatFinnishDate(to)}`
}

/** The Helsinki wall-clock start of a timed line ('14:00'), or null. */
export function lineTime({ dateTime }: { dateTime?: string | null }): string | null {
  if (!dateTime) return null
  const instant = new Date(dateTime)
  return Number.isNaN(instant.getTime()) ? null : helsinkiTime(instant)
}

/** A VAT rate in basis points as the number before the percent sign: 1350 -> '13,5' (fi, sv), '13.5' (en). */
export function formatRate(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(localeIso[locale], { maximumFractionDigits: 2 }).format(basisPoints / 100)
}

/** The Helsinki day of a UTC instant, dd.MM.yyyy ('' when unreadable). */
export function instantDate(iso: string): string {
  const instant = new Date(iso)
  return Number.isNaN(instant.getTime()) ? '' : formatFinnishDate(helsinkiDay(instant))
}
