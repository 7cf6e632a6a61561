/**
 * Reading values the same way from both databases: PostgreSQL answers numerics as strings, JSON as
 * objects and timestamps as Dates; SQLite answers text.
 */
/** A boolean column: SQLite answers 0/1, PostgreSQL true/false. */
export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't'
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v))
export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v))
export const optStr = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v))
export const iso = (v: unknown): string | null =>
  v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : new Date(String(v)).toISOString()

export function json<T>(v: unknown, fallback: T): T {
  if (v === null || v === undefined) return fallback
  if (typeof v !== 'string') return v as T
  try {
    return JSON.parse(v) as T
  } catch {
    return fallback
  }
}
