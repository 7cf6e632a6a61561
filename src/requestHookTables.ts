import type { LocaleEntry } from '@/domain/localeDomains'
import { changeStamp, sharedChangesLive, stillFresh } from '@/server/cache/changeSignals.mjs'
import { cacheTags } from '@/server/cacheTags'
import type { RedirectEntry } from '@/server/content/findRedirect'

/**
 * Small tables the request hook needs from the CMS (redirects, locale domains). The hook runs before
 * any page, so it reads them from the app's own JSON endpoints (themselves cached until staff publish)
 * and keeps them. With Redis a table is read again when one of the cache tags it depends on is
 * revalidated, in any process (src/server/cache/changeSignals.mjs); without it (or while Redis is
 * away) it is kept for `ttlMs`. A failed read keeps the last table and is retried on the next request.
 */
const selfOrigin = () => process.env.INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`

function cachedTable<T>(path: string, empty: T, ttlMs: number, tags: string[]): () => Promise<T> {
  let value = empty
  let loaded = { stamp: Number.NaN, at: 0 }
  let pending: Promise<T> | null = null
  const load = async () => {
    // A change announced while the read is under way moves the stamp again: the next call reads anew.
    const stamp = changeStamp(tags)
    try {
      const response = await fetch(`${selfOrigin()}${path}`, { signal: AbortSignal.timeout(5000) })
      if (!response.ok) throw new Error(`answered ${response.status}`)
      value = (await response.json()) as T
      loaded = { stamp, at: Date.now() }
    } catch (error) {
      console.error(`[request hook] reading ${path} failed:`, error instanceof Error ? error.message : error)
    } finally {
      pending = null
    }
    return value
  }
  return () => {
    if (stillFresh(loaded, { stamp: changeStamp(tags), now: Date.now(), live: sharedChangesLive(), ttlMs })) return Promise.resolve(value)
    pending ??= load()
    return pending
  }
}

// The tags are those of the endpoints' cached reads (src/server/content/cached.ts).
export const redirectEntries = cachedTable<{ redirects: RedirectEntry[] }>('/proxy/vm-view/v1/content/redirects', { redirects: [] }, 3_000, [
  cacheTags.redirects,
  cacheTags.pages,
])
export const localeEntries = cachedTable<{ locales: LocaleEntry[] }>('/proxy/vm-view/v1/content/locales', { locales: [] }, 30_000, [cacheTags.settings])
