import { addDays } from '@/domain/helsinki'

/** Noon UTC of a day: formatting it in any zone near Finland gives the same date. */
export const noonUtc = (day: string) => new Date(`${day}T12:00:00Z`)

/** Any Monday, for the weekday names. */
const aMonday = '2026-01-05'

/**
 * The header row of a month grid, Monday first (docs/limits.md#dates-and-time): the two-letter names
 * show, and each column's full name is its `abbr`, which screen readers read with the day cells.
 */
export function WeekdayRow({ shortNames, iso }: { shortNames: string[]; iso: string }) {
  const longWeekday = new Intl.DateTimeFormat(iso, { weekday: 'long', timeZone: 'UTC' })
  return (
    <tr>
      {shortNames.map((short, i) => (
        <th key={short} scope="col" abbr={longWeekday.format(noonUtc(addDays(aMonday, i)))}>
          {short}
        </th>
      ))}
    </tr>
  )
}
