/**
 * The `YYYY-MM-DD` check and display on their own, without the time-zone library of helsinki.ts
 * (which re-exports them): the cart in every page's header checks the dates it reads back from its
 * cookie, and the shop's price formats show dates, without shipping that library to the browser.
 */
import type { IsoDate } from './catalogue'

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** Strict `YYYY-MM-DD` naming a day that exists (no 2026-02-30). */
export function isIsoDate(s: string): s is IsoDate {
  const match = isoDatePattern.exec(s)
  if (!match) return false
  const [, y, m, d] = match.map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** docs/limits.md#dates-and-time display format `dd.MM.yyyy`. */
export function formatFinnishDate(day: IsoDate): string {
  if (!isIsoDate(day)) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`)
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`
}
