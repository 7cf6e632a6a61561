/**
 * Reading the instants of events and rules: ISO 8601 date-times, strictly. `Date.parse` alone will not
 * do: it reads a time without an offset in the zone of the machine running it, so the visitor's
 * browser and the server would disagree, and it takes 2027-02-30 for 2 March.
 */
import { helsinkiInstant, isIsoDate } from '../helsinki'

const dateTimePattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/

/**
 * The instant of `YYYY-MM-DDTHH:mm[:ss[.fff]]` with `Z` or an offset; without one the time is read
 * as Helsinki wall-clock time, the resort's, as staff enter it. Null when it is not such a string.
 */
export function instantOf(s: string): Date | null {
  const match = dateTimePattern.exec(s)
  if (!match || !isIsoDate(match[1]!)) return null
  const [, day, hours, minutes, seconds = '0', fraction = '', zone] = match
  const ms = Number(seconds) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3))
  if (zone === undefined) return new Date(helsinkiInstant(day!, `${hours}:${minutes}`).getTime() + ms)
  const digits = zone.replace(/[^\d]/g, '')
  const offsetMinutes = zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)))
  const [y, m, d] = day!.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d!, Number(hours), Number(minutes)) + ms - offsetMinutes * 60_000)
}
