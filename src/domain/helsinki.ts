/**
 * Calendar days and wall-clock times in the resort's zone, Europe/Helsinki (docs/limits.md#dates-and-time).
 *
 * Day arithmetic works on the `YYYY-MM-DD` string read as a UTC date: UTC has no daylight saving,
 * so adding days never lands on the wrong date the way adding 24-hour multiples to an instant does
 * across the March and October changes.
 */
// The function's own entry: the package declares no freedom from side effects, so its root entry would
// bring its date classes into every browser script that reads a Helsinki day.
import { tzOffset } from '@date-fns/tz/tzOffset'
import { weekdays, type IsoDate, type LocalTime, type Weekday } from './catalogue'
import { formatFinnishDate, isIsoDate } from './isoDate'

export const helsinkiZone = 'Europe/Helsinki'

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs

const localTimePattern = /^([01]\d|2[0-3]):([0-5]\d)$/

export { formatFinnishDate, isIsoDate }

/** Strict `HH:mm`, 00:00 to 23:59. */
export function isLocalTime(s: string): s is LocalTime {
  return localTimePattern.test(s)
}

/**
 * Minutes since midnight. `24:00` is accepted as well, because a closing time of midnight is
 * written that way in opening hours.
 */
export function minutesOf(time: LocalTime): number {
  if (time === '24:00') return 24 * 60
  if (!isLocalTime(time)) throw new RangeError(`Not a HH:mm time: ${time}`)
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

/** `HH:mm` of minutes since midnight, 0 to 1440 (1440 gives `24:00`). */
export function timeOf(minutes: number): LocalTime {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 24 * 60) throw new RangeError(`Not a time of day: ${minutes}`)
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

function utcMidnight(day: IsoDate): number {
  if (!isIsoDate(day)) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`)
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
}

const dayOfUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10)

export function addDays(day: IsoDate, n: number): IsoDate {
  return dayOfUtc(utcMidnight(day) + n * dayMs)
}

/** Calendar days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((utcMidnight(b) - utcMidnight(a)) / dayMs)
}

/** Every day from `from` up to but not including `toExclusive`; empty when the range is empty. */
export function eachDay(from: IsoDate, toExclusive: IsoDate): IsoDate[] {
  const count = daysBetween(from, toExclusive)
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i))
}

export function weekdayOf(day: IsoDate): Weekday {
  // getUTCDay counts from Sunday; the catalogue's week starts on Monday (docs/limits.md#dates-and-time).
  return weekdays[(new Date(utcMidnight(day)).getUTCDay() + 6) % 7]
}

/** The instant shifted so that its UTC fields read as the Helsinki wall clock. */
const hourMs = 60 * minuteMs
const offsets = new Map<number, number>()

/**
 * Helsinki's UTC offset in minutes at an instant. Helsinki changes its offset only on whole UTC hours,
 * so the offset is remembered per UTC hour: the Intl lookup behind it is the slow part of every
 * availability answer.
 */
function helsinkiOffset(ms: number): number {
  const hour = Math.floor(ms / hourMs)
  let offset = offsets.get(hour)
  if (offset === undefined) {
    offset = tzOffset(helsinkiZone, new Date(hour * hourMs))
    if (offsets.size > 100_000) offsets.clear()
    offsets.set(hour, offset)
  }
  return offset
}

const helsinkiWallMs = (instant: Date) => instant.getTime() + helsinkiOffset(instant.getTime()) * minuteMs

/** The Helsinki calendar day an instant falls on. */
export function helsinkiDay(instant: Date): IsoDate {
  return dayOfUtc(helsinkiWallMs(instant))
}

/** The Helsinki wall-clock time of an instant. */
export function helsinkiTime(instant: Date): LocalTime {
  return new Date(helsinkiWallMs(instant)).toISOString().slice(11, 16)
}

/**
 * The instant at which Helsinki clocks show `time` on `day`.
 *
 * Two times a year the answer is not unique:
 * - a time skipped by the spring change (03:00–03:59 on the last Sunday of March) is read with the
 *   offset in force before the change, so it moves forward by the hour: 03:30 becomes 04:30 EEST,
 *   the moment the clock would have shown had it not jumped;
 * - a time shown twice in October (03:00–03:59) gives its first occurrence (still summer time).
 */
export function helsinkiInstant(day: IsoDate, time: LocalTime): Date {
  const wall = utcMidnight(day) + minutesOf(time) * minuteMs
  const offsetBefore = helsinkiOffset(wall - dayMs)
  const offsetAfter = helsinkiOffset(wall + dayMs)
  const matching = [offsetBefore, offsetAfter]
    .map((offset) => ({ offset, ms: wall - offset * minuteMs }))
    .filter(({ offset, ms }) => helsinkiOffset(ms) === offset)
    .map(({ ms }) => ms)
  return new Date(matching.length > 0 ? Math.min(...matching) : wall - offsetBefore * minuteMs)
}
