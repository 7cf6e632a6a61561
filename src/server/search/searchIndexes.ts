import 'server-only'
/**
 * Each app process keeps one search index per language in memory (docs/search.md#freshness), built
 * from the published content and built again when the content's fingerprint changes. The
 * fingerprint is read at most once a second per process, so a publish anywhere shows in every
 * process's results within about a second, and a burst of searches costs one cheap query.
 */
import type { Locale } from '@/domain/locale'
import { createSearchIndex, type SearchIndex } from '@/domain/search/engine'
import { contentFingerprint } from '@/server/db/contentFingerprint'
import type { SqlPort } from '@/server/db/sqlPort'
import { getPayloadClient } from '@/server/payload'
import { searchDocuments } from './searchDocuments'

const checkEveryMs = 1000

type Entry = { fingerprint: string; index: Promise<SearchIndex>; checkedAt: number }

const entries = new Map<Locale, Entry>()

async function build(locale: Locale, now: Date): Promise<SearchIndex> {
  return createSearchIndex(locale, await searchDocuments(await getPayloadClient(), locale, now))
}

export async function searchIndex(db: SqlPort, locale: Locale, now: Date): Promise<SearchIndex> {
  const entry = entries.get(locale)
  if (entry && now.getTime() - entry.checkedAt < checkEveryMs) return entry.index
  const fingerprint = await contentFingerprint(db)
  if (entry && entry.fingerprint === fingerprint) {
    entry.checkedAt = now.getTime()
    return entry.index
  }
  const index = build(locale, now)
  entries.set(locale, { fingerprint, index, checkedAt: now.getTime() })
  // A failed build is not kept: the next search tries again.
  index.catch(() => entries.get(locale)?.index === index && entries.delete(locale))
  return index
}
