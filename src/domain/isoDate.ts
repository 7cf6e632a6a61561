/**
 * The `YYYY-MM-DD` check on its own, without the time-zone library of helsinki.ts (which re-exports
 * it): the cart in every page's header checks the dates it reads back from its cookie with it.
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
