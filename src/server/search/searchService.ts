import 'server-only'
/** GET vm-view/v1/search (docs/api.md#search): the site search in the request's language. */
import type { Locale } from '@/domain/locale'
import { search, type SearchResult, type SearchType } from '@/domain/search/engine'
import type { SqlPort } from '@/server/db/sqlPort'
import type { ServiceResult } from '@/server/http/serviceResult'
import { searchIndex } from './searchIndexes'

export type SearchDeps = { db: SqlPort; locale: Locale; now: Date }

export async function siteSearch(deps: SearchDeps, input: { q: string; type?: SearchType }): Promise<ServiceResult<SearchResult>> {
  const index = await searchIndex(deps.db, deps.locale, deps.now)
  return { ok: true, value: search(index, input.q, { type: input.type }) }
}
