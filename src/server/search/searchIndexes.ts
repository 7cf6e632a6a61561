import 'server-only'
/**
 * Each app process keeps one search index per language in memory (docs/search.md#freshness), built
 * from the published content and built again when the content's fingerprint changes. The
 * fingerprint is read at most once a second per process, so a publish anywhere shows in every
 * process's results within about a second, and a burst of searches costs one cheap query.
 *
 * While a new index is being built, searches wait for it up to `staleAfterMs` and are then answered
 * from the previous index: on a large site a publish must not stall every visitor's search.
 */
import type { Locale } from '@/domain/locale'
import { createSearchIndex, type SearchIndex } from '@/domain/search/engine'
import { contentFingerprint } from '@/server/db/contentFingerprint'
import type { SqlPort } from '@/server/db/sqlPort'
import { getPayloadClient } from '@/server/payload'
import { searchDocuments } from './searchDocuments'

const checkEveryMs = 1000
const staleAfterMs = 1500

/** `current` is the index of `fingerprint` once built; `previous` answers while it is being built. */
type Entry = { fingerprint: string; checkedAt: number; building: Promise<SearchIndex>; current: SearchIndex | null; previous: SearchIndex | null }

const entries = new Map<Locale, Entry>()

async function build(db: SqlPort, locale: Locale, now: Date): Promise<SearchIndex> {
  return createSearchIndex(locale, await searchDocuments(await getPayloadClient(), db, locale, now))
}

/** The entry's index; while it is being built, the previous one once the build takes `staleAfterMs`. */
function answer(entry: Entry): SearchIndex | Promise<SearchIndex> {
  const { current, previous, building } = entry
  if (current) return current
  if (!previous) return building
  let timer: NodeJS.Timeout | undefined
  const stale = new Promise<SearchIndex>((resolve) => (timer = setTimeout(() => resolve(previous), staleAfterMs)))
  return Promise.race([building.catch(() => previous), stale]).finally(() => clearTimeout(timer))
}

export async function searchIndex(db: SqlPort, locale: Locale, now: Date): Promise<SearchIndex> {
  const entry = entries.get(locale)
  if (entry && now.getTime() - entry.checkedAt < checkEveryMs) return answer(entry)
  const fingerprint = await contentFingerprint(db)
  if (entry && entry.fingerprint === fingerprint) {
    entry.checkedAt = now.getTime()
    return answer(entry)
  }
  const next: Entry = {
    fingerprint,
    checkedAt: now.getTime(),
    building: build(db, locale, now),
    current: null,
    previous: entry?.current ?? entry?.previous ?? null,
  }
  entries.set(locale, next)
  next.building.then(
    (index) => {
      next.current = index
      next.previous = null
    },
    // A failed build is not kept: the next search tries again, answered meanwhile by the previous index.
    () => (next.fingerprint = ''),
  )
  return answer(next)
}
