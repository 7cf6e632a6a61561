import type { LocaleEntry } from '@/domain/localeDomains'
import type { RedirectEntry } from '@/server/content/findRedirect'

/**
 * Small tables the request hook needs from the CMS (redirects, locale domains). The hook runs before
 * any page, so it reads them from the app's own JSON endpoints (themselves cached until staff publish)
 * and keeps them for a few seconds. A failed read keeps the last table and is retried on the next
 * request.
 */
const selfOrigin = () => process.env.INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`

function cachedTable<T>(path: string, empty: T, ttlMs: number): () => Promise<T> {
  let value = empty
  let fetchedAt = 0
  let pending: Promise<T> | null = null
  const load = async () => {
    try {
      const response = await fetch(`${selfOrigin()}${path}`, { signal: AbortSignal.timeout(5000) })
      if (!response.ok) throw new Error(`answered ${response.status}`)
      value = (await response.json()) as T
      fetchedAt = Date.now()
    } catch (error) {
      console.error(`[request hook] reading ${path} failed:`, error instanceof Error ? error.message : error)
    } finally {
      pending = null
    }
    return value
  }
  return () => {
    if (Date.now() - fetchedAt < ttlMs) return Promise.resolve(value)
    pending ??= load()
    return pending
  }
}

export const redirectEntries = cachedTable<{ redirects: RedirectEntry[] }>('/proxy/vm-view/v1/content/redirects', { redirects: [] }, 3_000)
export const localeEntries = cachedTable<{ locales: LocaleEntry[] }>('/proxy/vm-view/v1/content/locales', { locales: [] }, 30_000)
