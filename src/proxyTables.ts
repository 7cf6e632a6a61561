import type { LocaleEntry } from '@/domain/localeDomains'

/**
 * Small tables the request hook needs from the CMS (locale domains, redirects). The hook runs before
 * any page, so it reads them from the app's own JSON endpoints and keeps them for a few seconds.
 */
type Table<T> = { value: T; fetchedAt: number }

const selfOrigin = () => process.env.INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`

function cachedTable<T>(path: string, empty: T, ttlMs: number): () => Promise<T> {
  let table: Table<T> = { value: empty, fetchedAt: 0 }
  let pending: Promise<T> | null = null
  const load = async () => {
    try {
      const response = await fetch(`${selfOrigin()}${path}`, { signal: AbortSignal.timeout(2000) })
      if (response.ok) table = { value: (await response.json()) as T, fetchedAt: Date.now() }
      else table = { ...table, fetchedAt: Date.now() }
    } catch {
      table = { ...table, fetchedAt: Date.now() } // keep the last known table; retry after the TTL
    }
    pending = null
    return table.value
  }
  return () => {
    if (Date.now() - table.fetchedAt < ttlMs) return Promise.resolve(table.value)
    pending ??= load()
    return pending
  }
}

export type RedirectEntry = { from: string; to: string; permanent: boolean }

export const localeEntries = cachedTable<{ locales: LocaleEntry[] }>('/proxy/vm-view/v1/content/locales', { locales: [] }, 60_000)
export const redirectEntries = cachedTable<{ redirects: RedirectEntry[] }>('/proxy/vm-view/v1/content/redirects', { redirects: [] }, 10_000)
