/**
 * The in-process memory of the loaded catalogue, per language. Kept apart from the loader so the
 * collection hooks (which also run in CLI scripts) can clear it without importing server-only code.
 */
import type { Locale } from '@/domain/locale'
import { announceChanges, changeStamp } from '@/server/cache/changeSignals.mjs'

/** A loaded catalogue: when, for which Helsinki day, and at which change stamp it was read. */
export type CatalogueMemoEntry = { at: number; day: string; stamp: number; value: Promise<unknown> }

/** The name its changes go by between processes (src/server/cache/changeSignals.mjs). */
const changeName = 'catalogue'

const holder = globalThis as typeof globalThis & { __resortCatalogueMemo?: Map<Locale, CatalogueMemoEntry> }

export function catalogueMemo(): Map<Locale, CatalogueMemoEntry> {
  holder.__resortCatalogueMemo ??= new Map()
  return holder.__resortCatalogueMemo
}

/** Moves whenever staff changed the catalogue, in this process or (with Redis) in any other. */
export const catalogueStamp = () => changeStamp([changeName])

/** Staff changed the catalogue: the next read here loads it afresh, and so does every other process's. */
export function invalidateCatalogue(): void {
  catalogueMemo().clear()
  announceChanges([changeName])
}
