/**
 * The in-process memory of the loaded catalogue, per language. Kept apart from the loader so the
 * collection hooks (which also run in CLI scripts) can clear it without importing server-only code.
 */
import type { Locale } from '@/domain/locale'

const holder = globalThis as typeof globalThis & { __resortCatalogueMemo?: Map<Locale, { at: number; value: Promise<unknown> }> }

export function catalogueMemo(): Map<Locale, { at: number; value: Promise<unknown> }> {
  holder.__resortCatalogueMemo ??= new Map()
  return holder.__resortCatalogueMemo
}

/** Staff changed the catalogue: the next read loads it afresh. */
export function invalidateCatalogue(): void {
  catalogueMemo().clear()
}
